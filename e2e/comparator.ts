// Comparator page helpers and example properties for the end-to-end specs.
import { expect, type Page } from '@playwright/test';
import { field, formSubmit } from './locators';

export const PATH = '/comparador';
export const KEY = 'property-comparator';
export const LIMIT = 'Máximo 3 propiedades. Elimina una para añadir otra.';

export interface Input {
  name: string;
  location: string;
  price: string;
  monthlyRent: string;
  size: string;
  rooms?: string;
  expenses: string;
}

// A (Valencia, ITP 9 %): 6 % gross, net 10,800 / 219,617.41 = 4.92 %, 2,500 €/m²; B (Sevilla, 7 %):
// 6.6 % gross, net 6,000 / 215,617.41 = 2.78 %, 2,000 €/m² (costs: ITP + 740.51 + 526.90 + 350).
export const A: Input = {
  name: 'Piso A',
  location: 'Valencia',
  price: '200000',
  monthlyRent: '1000',
  size: '80',
  expenses: '100',
};
export const B: Input = {
  name: 'Piso B',
  location: 'Sevilla',
  price: '200.000 €',
  monthlyRent: '1.100',
  size: '100',
  expenses: '600',
};
export const C: Input = {
  name: 'Piso C',
  location: 'Bilbao',
  price: '300000',
  monthlyRent: '1200',
  size: '90',
  rooms: '3',
  expenses: '150',
};

export const addButton = (page: Page) => formSubmit(page, 'comparator');
export const updateButton = (page: Page) =>
  page.getByRole('button', { name: 'Actualizar propiedad' });
export const card = (page: Page, name: string) => page.locator(`[data-property-name="${name}"]`);
export const header = (page: Page, name: string) =>
  page.locator(`th[data-property-name="${name}"]`);

export async function fillForm(page: Page, input: Input): Promise<void> {
  for (const [name, value] of Object.entries(input)) await field(page, name).fill(value);
}

export async function addProperty(page: Page, input: Input): Promise<void> {
  await fillForm(page, input);
  await addButton(page).click();
  await expect(header(page, input.name)).toBeVisible();
}
