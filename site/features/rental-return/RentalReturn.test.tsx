/**
 * @jest-environment jsdom
 */
// The return's page in a DOM: a contract typed gives the engine's figures under the names,
// a wrong figure gets its message at the field and stays as typed, and the year comes back from
// this browser's storage, from a link and from what was typed before the code arrived.
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as React from 'react';
import { TextDecoder, TextEncoder } from 'node:util';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { RENTAL_RETURN_STORAGE_KEY } from '../../../core/storage-keys';
import { computeReturn } from '../../../core/tools/rental-return/compute';
import {
  parseReturnDocument,
  type ReturnDocument,
  type ReturnDocumentInput,
} from '../../../core/tools/rental-return/document';
import { encodeReturnLink } from '../../../core/tools/rental-return/link';
import { draftFromDocument } from './draft';
import { PROPERTY_KEYS } from './PropertyResultBlock';
import RentalReturn from './RentalReturn';

/** One flat in Valencia let from March at 900 € a month, with its IBI and community fees. */
const INPUT: ReturnDocumentInput = {
  version: 1,
  taxYear: 2025,
  owners: [{ name: 'Marta', residence: 'resident', taxResidence: 'valencia', otherIncome: 28_000 }],
  properties: [
    {
      name: 'Piso de Ruzafa',
      community: 'valencia',
      acquisition: { kind: 'purchase', date: '2019-05-10', price: 150_000, costs: 12_000 },
      cadastral: { value: 60_000, landValue: 24_000, revisedYear: 2010 },
      expenses: { ibi: 380, communityFees: 720 },
      contracts: [{ start: '2025-03-01', end: null, monthlyRent: 900 }],
    },
  ],
};

function parsed(input: ReturnDocumentInput): ReturnDocument {
  const result = parseReturnDocument(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.document;
}

const named = (name: string) => {
  const element = document.querySelector<HTMLInputElement>(`[name="${name}"]`);
  if (!element) throw new Error(`No field ${name}`);
  return element;
};
const figure = (name: string) => document.querySelector(`[data-result="${name}"]`);

async function expectFigures(doc: ReturnDocument) {
  const expected = computeReturn(doc);
  const property = expected.properties[0];
  await waitFor(
    () =>
      expect(figure('property.1.grossIncome')).toHaveAttribute(
        'data-value',
        String(property?.grossIncome),
      ),
    // The first results wait for their own code and the engine's, compiled on the fly by jest.
    { timeout: 10_000 },
  );
  // Every key of the issue is on the page with the engine's figure.
  for (const key of PROPERTY_KEYS) {
    expect(figure(`property.1.${key}`)).toHaveAttribute('data-value', String(property?.[key]));
  }
  expect(figure('property.1.contract.1.reducedNetIncome')).toHaveAttribute(
    'data-value',
    String(property?.contracts[0]?.reducedNetIncome),
  );
  expect(figure('property.1.contract.1.reductionPercent')).toHaveAttribute(
    'data-value',
    String(property?.contracts[0]?.reductionPercent),
  );
  for (const key of ['declaredIncome', 'imputedIncome'] as const) {
    expect(figure(`total.${key}`)).toHaveAttribute('data-value', String(expected.total[key]));
    expect(figure(`owner.1.${key}`)).toHaveAttribute(
      'data-value',
      String(expected.owners[0]?.[key]),
    );
  }
  expect(figure('owner.1.taxEstimate')).toHaveAttribute(
    'data-value',
    String(expected.owners[0]?.taxEstimate),
  );
}

// jsdom lacks them; the link is UTF-8 bytes in base64url.
Object.assign(globalThis, { TextEncoder, TextDecoder });
jest.setTimeout(20_000);

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/declaracion-alquiler');
});

test('a contract typed in gives the engine’s figures, under the names of the issue', async () => {
  render(<RentalReturn />);
  fireEvent.change(named('taxYear'), { target: { value: '2025' } });
  fireEvent.click(screen.getByRole('button', { name: 'Añadir contrato' }));
  fireEvent.change(named('properties.0.contracts.0.start'), { target: { value: '2025-03-01' } });
  fireEvent.change(named('properties.0.contracts.0.end'), { target: { value: '' } });
  fireEvent.change(named('properties.0.contracts.0.monthlyRent'), { target: { value: '900' } });
  fireEvent.change(named('owners.0.name'), { target: { value: 'Marta' } });
  fireEvent.change(named('owners.0.taxResidence'), { target: { value: 'valencia' } });
  fireEvent.change(named('owners.0.otherIncome'), { target: { value: '28.000' } });
  const at = 'properties.0';
  for (const [name, value] of [
    ['name', 'Piso de Ruzafa'],
    ['community', 'valencia'],
    ['acquisition.date', '2019-05-10'],
    ['acquisition.price', '150.000'],
    ['acquisition.costs', '12.000'],
    ['cadastral.value', '60.000'],
    ['cadastral.landValue', '24.000'],
    ['cadastral.revisedYear', '2010'],
    ['expenses.ibi', '380'],
    ['expenses.communityFees', '720'],
  ] as const) {
    fireEvent.change(named(`${at}.${name}`), { target: { value } });
  }
  await expectFigures(parsed(INPUT));
  // Kept in this browser as typed, Spanish thousands point included.
  const stored = JSON.parse(window.localStorage.getItem(RENTAL_RETURN_STORAGE_KEY) ?? '{}');
  expect(stored.properties[0].acquisition.price).toBe('150.000');
});

test('a rent that is not a number gets its Spanish message at the field and stays as typed', async () => {
  render(<RentalReturn />);
  fireEvent.click(screen.getByRole('button', { name: 'Añadir contrato' }));
  const rent = named('properties.0.contracts.0.monthlyRent');
  fireEvent.change(rent, { target: { value: 'novecientos' } });
  fireEvent.blur(rent);
  await waitFor(() => expect(rent).toHaveAttribute('aria-invalid', 'true'));
  expect(rent).toHaveAccessibleDescription(/Escribe un número, por ejemplo 1.250,50/);
  expect(rent).toHaveValue('novecientos');
  expect(screen.getByTestId('return-errors')).toHaveTextContent(
    'Inmueble 1 · Contrato 1 · Renta mensual',
  );
});

test('the year comes back from this browser’s storage', async () => {
  const draft = draftFromDocument(parsed(INPUT));
  window.localStorage.setItem(RENTAL_RETURN_STORAGE_KEY, JSON.stringify(draft));
  render(<RentalReturn />);
  await waitFor(() => expect(named('properties.0.name')).toHaveValue('Piso de Ruzafa'));
  await expectFigures(parsed(INPUT));
});

test('a link opens its year, and is not kept over the visitor’s own until they change it', async () => {
  window.history.replaceState(null, '', `/declaracion-alquiler${encodeReturnLink(INPUT)}`);
  render(<RentalReturn />);
  await waitFor(() => expect(named('properties.0.contracts.0.monthlyRent')).toHaveValue('900'));
  await expectFigures(parsed(INPUT));
  expect(window.localStorage.getItem(RENTAL_RETURN_STORAGE_KEY)).toBeNull();
});

test('what was typed before the code arrived is read when the form hydrates', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<RentalReturn />);
  document.body.append(container);
  const price = named('properties.0.acquisition.price');
  price.value = '120.000';
  await act(async () => {
    hydrateRoot(container, <RentalReturn />);
  });
  await waitFor(() => expect(figure('property.1.imputedIncome')).not.toBeNull(), {
    timeout: 10_000,
  });
  // Empty for the whole year, no cadastral value: 1,1 % of half the price, 365 days of 365.
  // 120.000 × 50 % × 1,1 % = 660 €
  expect(figure('property.1.imputedIncome')).toHaveAttribute('data-value', '660');
  expect(price).toHaveValue('120.000');
  container.remove();
});
