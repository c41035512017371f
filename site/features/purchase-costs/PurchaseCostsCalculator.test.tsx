/**
 * @jest-environment jsdom
 */
// The purchase-cost form drawn from its field table: each row's label and hint, the empty price's
// own message, and the loan's empty rule in what is sent, with and without a loan.
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import * as React from 'react';
import { calculatePurchaseCosts } from '../../../core/tax/purchase-costs';
import { rowOf, type FieldRow } from '../../../core/tools/fields';
import { PURCHASE_FIELDS } from '../../../core/tools/purchase-costs/fields';
import { painted } from '../../lib/painted';
import { fakeResponse } from '../../lib/testing/fake-response';
import { tasks } from '../../lib/testing/frames';
import PurchaseCostsCalculator from './PurchaseCostsCalculator';
import { API_MESSAGES } from '../../lib/api';
import { notify } from '../../lib/notify';
import { ERROR_TITLE, FORM_TEXT as T } from './text';

jest.mock('../../lib/notify', () => ({ notify: jest.fn() }));
// The schema and the request load on first use: a busy machine takes seconds for the first import.
jest.setTimeout(20_000);

const ROWS: readonly FieldRow[] = PURCHASE_FIELDS;
const label = (name: string) => rowOf(ROWS, name).label;
const price = () => screen.getByLabelText(label('propertyPrice'));

const settle = () => tasks(10);

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: T.submit }));
    // The calculation starts once the press's frame is painted.
    await painted();
    await settle();
  });
}

async function fillUsedHomeInMadrid(amount: string) {
  await act(async () => {
    fireEvent.change(price(), { target: { value: amount } });
    fireEvent.click(screen.getByLabelText(/Vivienda usada/));
    fireEvent.change(screen.getByLabelText(T.community), { target: { value: 'madrid' } });
    await settle();
  });
}

describe('PurchaseCostsCalculator', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  const sentBody = () =>
    JSON.parse(String(fetchMock.mock.calls[0]?.[1].body)) as Record<string, unknown>;

  beforeEach(() => {
    localStorage.clear();
    fetchMock.mockReset();
    fetchMock.mockImplementation((_url, init) =>
      Promise.resolve(
        fakeResponse(200, JSON.stringify(calculatePurchaseCosts(JSON.parse(String(init.body))))),
      ),
    );
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it("labels every number field with its row's label and hint", async () => {
    render(<PurchaseCostsCalculator />);
    await act(settle);
    for (const row of ROWS) {
      const input = screen.getByLabelText(row.label);
      if (row.hint) expect(input).toHaveAccessibleDescription(expect.stringContaining(row.hint));
      // A phone shows digits only for whole numbers, the decimal comma for the others.
      expect(input).toHaveAttribute('inputmode', row.integer ? 'numeric' : 'decimal');
    }
  });

  it('asks for an empty price with its own message and sends nothing', async () => {
    render(<PurchaseCostsCalculator />);
    await fillUsedHomeInMadrid('');
    await submit();
    expect(price()).toHaveAccessibleDescription(
      expect.stringContaining('Escribe el precio de la vivienda'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends 80 % of the price for an empty loan with "Compro con hipoteca"', async () => {
    render(<PurchaseCostsCalculator />);
    await fillUsedHomeInMadrid('250.000');
    await submit();
    expect(sentBody()).toMatchObject({ propertyPrice: 250000, hasLoan: true, loanAmount: 200000 });
  });

  it('hides the loan and sends none without "Compro con hipoteca"', async () => {
    render(<PurchaseCostsCalculator />);
    await fillUsedHomeInMadrid('250.000');
    await act(async () => {
      fireEvent.click(screen.getByLabelText(T.hasLoan));
      await settle();
    });
    expect(screen.queryByLabelText(label('loanAmount'))).not.toBeInTheDocument();
    await submit();
    expect(sentBody()).toMatchObject({ propertyPrice: 250000, hasLoan: false });
    expect(sentBody()).not.toHaveProperty('loanAmount');
  });

  it('says a refused calculation under its button, in Spanish, and clears it on success', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockImplementationOnce(() =>
      Promise.resolve(fakeResponse(429, '{"error":"rate_limited"}')),
    );
    render(<PurchaseCostsCalculator />);
    await fillUsedHomeInMadrid('250.000');
    await submit();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(`${ERROR_TITLE}. ${API_MESSAGES.tooMany}`);
    expect(alert).not.toHaveTextContent(/[a-z]+_[a-z]+/);
    // Inside the form's actions, beside the button that was pressed, at every width.
    expect(alert.closest('.tool__actions')).toContainElement(
      screen.getByRole('button', { name: T.submit }),
    );
    expect(notify).not.toHaveBeenCalled();
    await submit();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
