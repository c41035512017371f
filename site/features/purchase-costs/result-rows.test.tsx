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
import { cashSentence } from './PurchaseCostsCalculator';

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

describe('a loan above the price', () => {
  // 200.000 € in Madrid with a 230.000 € loan: the engine's cash needed is 0 €.
  const above = calculatePurchaseCosts({
    propertyPrice: 200_000,
    propertyType: 'used',
    autonomousCommunity: 'madrid',
    hasLoan: true,
    loanAmount: 230_000,
    deedDate: '2026-03-01',
  });

  it('never shows 0 € to put in: it says the loan exceeds the price and which field to change', () => {
    expect(above.cashNeeded).toBe(0);
    const { container } = render(<ResultGrid rows={PURCHASE_COSTS_RESULT_ROWS} result={above} />);
    const card = container.querySelector('[data-result="cashNeeded"]');
    expect(plain(card?.textContent)).not.toMatch(/\b0 €/);
    expect(plain(container.textContent)).toContain(
      'El préstamo (230.000 €) supera el precio (200.000 €): baja el «Importe del préstamo» a 200.000 € o menos',
    );
    expect(plain(cashSentence(above))).toMatch(/^El préstamo \(230\.000 €\) supera el precio/);
  });

  it('keeps the figure for a loan at or below the price', () => {
    const at = calculatePurchaseCosts({
      propertyPrice: 200_000,
      propertyType: 'used',
      autonomousCommunity: 'madrid',
      hasLoan: true,
      loanAmount: 200_000,
      deedDate: '2026-03-01',
    });
    // 200.000 + costs − 200.000: the costs alone.
    expect(at.cashNeeded).toBeCloseTo(at.totalCosts, 2);
    expect(plain(cashSentence(at))).toBe(
      plain(
        `Dinero que necesitas aportar: ${cardOf(render(<ResultGrid rows={PURCHASE_COSTS_RESULT_ROWS} result={at} />).container, 'cashNeeded').value}.`,
      ),
    );
  });
});
