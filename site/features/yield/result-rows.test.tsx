/** @jest-environment jsdom */
// The yield cards from the engine: the guides' example (120.000 €, 10 % costs, 650 €/month, 2.100 €
// of yearly costs) reads 6,50 % gross and 4,32 % net, worked out by hand.
import '@testing-library/jest-dom';
import { render } from '@testing-library/react';
import * as React from 'react';
import { calculateRentalYield } from '../../../core/tools/yield/engine';
import ResultGrid from '../../components/ui/ResultGrid';
import { cardOf, labelsOf } from '../../components/ui/result-cards.testing';
import { YIELD_RESULT_ROWS } from './result-rows';

const result = calculateRentalYield({
  purchasePrice: 120_000,
  purchaseCostsPercent: 10,
  monthlyRent: 650,
  monthlyExpenses: 175,
  financingAmount: 0,
  interestRate: 0,
  loanTermYears: 25,
});

const draw = () => render(<ResultGrid rows={YIELD_RESULT_ROWS} result={result} />).container;

describe('YIELD_RESULT_ROWS', () => {
  it('leads with the net yield, then the gross yield with its verdict', () => {
    const container = draw();
    expect(labelsOf(container)).toEqual([
      'Rentabilidad neta',
      'Rentabilidad bruta',
      'Cuota mensual de la hipoteca',
      'Flujo de caja mensual',
      'Flujo de caja anual',
      'Rentabilidad sobre tu dinero',
    ]);
    expect(cardOf(container, 'netYield')).toMatchObject({ value: '4,32 %' });
    expect(cardOf(container, 'netYield').box).toHaveClass('result-card--headline');
    expect(cardOf(container, 'grossYield')).toMatchObject({
      value: '6,50 %',
      hint: 'Valoración: Moderada',
    });
    expect(cardOf(container, 'grossYield').box).toHaveClass('result-card--neutral');
  });

  it('colours the cash flow by its sign and writes it in whole euros', () => {
    const container = draw();
    expect(cardOf(container, 'monthlyCashFlow').value).toBe('475 €');
    expect(cardOf(container, 'annualCashFlow').value).toBe('5.700 €');
    expect(cardOf(container, 'monthlyCashFlow').box).toHaveClass('result-card--positive');
    expect(cardOf(container, 'totalROI').box).toHaveClass('result-card--negative');
  });
});
