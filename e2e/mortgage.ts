// Mortgage page helpers for the end-to-end specs.
import { type Page } from '@playwright/test';
import { formSubmit, result } from './locators';

export const PATH = '/hipoteca';
export const KEY = 'mortgage-form';
export const submitButton = (page: Page) => formSubmit(page, 'mortgage');
export const submit = (page: Page) => submitButton(page).click();
export const cardLabel = (page: Page, name: string) =>
  page
    .locator('.result-card')
    .filter({ has: result(page, name) })
    .locator('.result-card__label');
export const rateType = (page: Page, label: 'Fijo' | 'Variable' | 'Mixto') =>
  page.getByRole('radio', { name: label });
export const yearToggle = (page: Page, year: number) =>
  page.getByRole('button', { name: `Ver los meses del año ${year}`, exact: true });
