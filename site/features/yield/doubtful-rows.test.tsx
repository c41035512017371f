/** @jest-environment jsdom */
// Under a plausibility note the yield cards praise nothing: 95.000 € a month on 200.000 € is a
// 570 % gross yield (95.000 × 12 / 200.000), a typing slip, not an "Excelente".
import '@testing-library/jest-dom';
import { render } from '@testing-library/react';
import * as React from 'react';
import { calculateRentalYield } from '../../../core/tools/yield/engine';
import ResultGrid from '../../components/ui/ResultGrid';
import { doubtfulYield, yieldResultRows } from './result-rows';

const values = {
  purchasePrice: 200_000,
  purchaseCostsPercent: 10,
  monthlyRent: 95_000,
  monthlyExpenses: 150,
  financingAmount: 0,
  interestRate: 0,
  loanTermYears: 25,
};
const result = calculateRentalYield(values);

const draw = (doubtful: boolean) =>
  render(<ResultGrid rows={yieldResultRows(doubtful)} result={result} />).container;

describe('yield cards under a plausibility note', () => {
  it('sees the note in the values', () => {
    expect(doubtfulYield(values)).toBe(true);
    // 900 × 12 / 200.000 = 5,4 %: no note.
    expect(doubtfulYield({ ...values, monthlyRent: 900 })).toBe(false);
  });

  it('would say "Excelente" in green without the note', () => {
    const container = draw(false);
    expect(container).toHaveTextContent('Excelente');
    expect(container.querySelector('.result-card--positive')).not.toBeNull();
  });

  it('says no praise and no green with it', () => {
    const container = draw(true);
    expect(container).not.toHaveTextContent(/Excelente|Moderada/);
    expect(container).toHaveTextContent('Sin valoración: revisa los datos');
    expect(container.querySelector('.result-card--positive')).toBeNull();
  });
});
