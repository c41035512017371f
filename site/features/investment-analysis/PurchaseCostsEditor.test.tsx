/**
 * @jest-environment jsdom
 */
// The purchase-cost lines in a DOM: a correction reaches the analysis once typing pauses.
import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import * as React from 'react';
import type { PurchaseSummary } from '../../../core/tools/investment-analysis/purchase';
import { fakeTimers, pass } from '../../lib/testing/frames';
import { TYPING_PAUSE_MS } from '../../lib/typing-pause';
import PurchaseCostsEditor from './PurchaseCostsEditor';

const purchase: PurchaseSummary = {
  total: 14_250,
  lines: {
    vat: 0,
    itp: 12_000,
    ajd: 0,
    notaryFees: 900,
    registryFees: 550,
    managementFees: 400,
    appraisalFees: 400,
  },
  taxes: 12_000,
  overridden: false,
  ratesAsOf: '2026-01-01',
  acquisitionCosts: 14_250,
  appraisal: 400,
};

const type = (label: string, text: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value: text } });

beforeEach(() => fakeTimers());
afterEach(() => jest.useRealTimers());

describe('PurchaseCostsEditor', () => {
  it('sends the corrections once typing pauses: one change for keys and lines typed in a row', async () => {
    const onChange = jest.fn();
    render(<PurchaseCostsEditor purchase={purchase} override={undefined} onChange={onChange} />);
    for (const typed of ['1', '1.', '1.1', '1.10', '1.100']) {
      type('Notaría', typed);
      await pass(TYPING_PAUSE_MS - 1);
    }
    type('Gestoría', '350');
    await pass(TYPING_PAUSE_MS - 1);
    // Nothing computed while the person types.
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Notaría', { exact: false })).toHaveValue('1.100');
    await pass(1);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith({ lines: { notaryFees: 1100, managementFees: 350 } });
  });

  it('sends nothing for text that is not an amount, and shows its message', async () => {
    const onChange = jest.fn();
    render(<PurchaseCostsEditor purchase={purchase} override={undefined} onChange={onChange} />);
    type('Notaría', 'mil');
    await pass(TYPING_PAUSE_MS * 2);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Notaría', { exact: false })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it("says each line's figure once: in the hint, not again as a placeholder", () => {
    render(<PurchaseCostsEditor purchase={purchase} override={undefined} onChange={jest.fn()} />);
    const itp = screen.getByRole('textbox', { name: /ITP/ });
    expect(itp).toHaveValue('');
    expect(itp).not.toHaveAttribute('placeholder');
    // 12.000 € of ITP, as Spanish sites write money.
    expect(screen.getAllByText(/12\.000/)).toHaveLength(1);
    expect(screen.getByText('Calculado: 12.000,00 €')).toBeInTheDocument();
  });
});
