/** @jest-environment jsdom */
// The purchase-cost cards and summary from the engine: a used home of 200.000 € in Madrid pays
// the 6 % ITP (12.000 €); the share of costs on the price is written with one decimal.
import '@testing-library/jest-dom';
import { render } from '@testing-library/react';
import * as React from 'react';
import { calculatePurchaseCosts } from '../../../core/tax/purchase-costs';
import ResultGrid, { ResultList } from '../../components/ui/ResultGrid';
import { cardOf, labelsOf, plain } from '../../components/ui/result-cards.testing';
import { PURCHASE_COSTS_GROUP_ROWS, PURCHASE_COSTS_RESULT_ROWS } from './result-rows';

const result = calculatePurchaseCosts({
  propertyPrice: 200_000,
  propertyType: 'used',
  autonomousCommunity: 'madrid',
  hasLoan: false,
  deedDate: '2026-03-01',
});

describe('PURCHASE_COSTS_RESULT_ROWS', () => {
  it('leads with the total, then its share of the price with one decimal', () => {
    const { container } = render(<ResultGrid rows={PURCHASE_COSTS_RESULT_ROWS} result={result} />);
    expect(labelsOf(container)).toEqual([
      'Gastos totales',
      'Gastos sobre el precio',
      'Coste total con la vivienda',
      'Dinero que necesitas aportar',
    ]);
    const share = Math.round(result.totalCosts / 200) / 10;
    expect(cardOf(container, 'expenseShare').value).toBe(`${String(share).replace('.', ',')} %`);
  });

  it('sums the taxes apart from the fees', () => {
    const { container } = render(<ResultList rows={PURCHASE_COSTS_GROUP_ROWS} result={result} />);
    expect(plain(container.querySelector('[data-result="breakdown.taxes"]')?.textContent)).toBe(
      '12.000 €',
    );
    expect(container.querySelector('[data-result="loanAmount"]')).toHaveAttribute(
      'data-value',
      '0',
    );
  });
});
