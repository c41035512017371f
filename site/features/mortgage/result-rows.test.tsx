/** @jest-environment jsdom */
// The mortgage cards from the engine: 200.000 € at a fixed 3 % over 25 years pay 948,42 € a month
// (the annuity formula by hand); a mixed loan adds the payment after its fixed years.
import '@testing-library/jest-dom';
import { render } from '@testing-library/react';
import * as React from 'react';
import { MORTGAGE_FORM_DEFAULTS } from '../../../core/tools/mortgage/fields';
import type { MortgageFormValues } from '../../../core/tools/mortgage/schema';
import ResultGrid from '../../components/ui/ResultGrid';
import { cardOf, labelsOf, plain } from '../../components/ui/result-cards.testing';
import { computeMortgage } from './outcome';
import { MORTGAGE_RESULT_ROWS } from './result-rows';

function draw(patch: Partial<MortgageFormValues>) {
  const values: MortgageFormValues = {
    ...MORTGAGE_FORM_DEFAULTS,
    loanAmount: 200_000,
    interestRate: 3,
    loanTermYears: 25,
    openingFeePercent: 0,
    ...patch,
  };
  const result = { outcome: computeMortgage(values), values };
  return render(<ResultGrid rows={MORTGAGE_RESULT_ROWS} result={result} />).container;
}

describe('MORTGAGE_RESULT_ROWS', () => {
  it('shows the fixed payment, the TAE and the totals', () => {
    const container = draw({ rateType: 'fixed' });
    expect(labelsOf(container)).toEqual([
      'Cuota mensual',
      'TAE',
      'Intereses totales',
      'Total a pagar',
    ]);
    expect(cardOf(container, 'monthlyPayment').value).toBe('948,42 €');
    expect(cardOf(container, 'totalPayment').hint).toBeUndefined();
  });

  it('names the first payment of a mixed loan and adds the one after the fixed years', () => {
    const container = draw({ rateType: 'mixed', fixedYears: 5, euribor: 2.5, spread: 1 });
    expect(cardOf(container, 'monthlyPayment').label).toBe('Primera cuota');
    expect(plain(cardOf(container, 'paymentAfterFixed').hint)).toBe(
      'Desde el año 6, con Euríbor más diferencial (3,500 %).',
    );
  });

  it('adds the opening fee to the total only when there is one', () => {
    const container = draw({ rateType: 'fixed', openingFeePercent: 1 });
    expect(plain(cardOf(container, 'totalPayment').hint)).toBe(
      'Más 2.000 € de comisión de apertura (1,00 %) al firmar.',
    );
  });
});
