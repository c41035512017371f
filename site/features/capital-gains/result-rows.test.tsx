/** @jest-environment jsdom */
// The capital-gains cards from the engine: a 50.000 € gain sold in 2026 pays 19 % on the first
// 6.000 € and 21 % on the other 44.000 € (10.380 €, by hand); a loss renames its card.
import '@testing-library/jest-dom';
import { render } from '@testing-library/react';
import * as React from 'react';
import { calculateCapitalGains } from '../../../core/tax/capital-gains';
import ResultGrid from '../../components/ui/ResultGrid';
import { cardOf, labelsOf, plain } from '../../components/ui/result-cards.testing';
import { CG_RESULT_ROWS } from './result-rows';

const draw = (salePrice: number) =>
  render(
    <ResultGrid
      rows={CG_RESULT_ROWS}
      result={calculateCapitalGains({
        purchasePrice: 150_000,
        salePrice,
        purchaseExpenses: 0,
        saleExpenses: 0,
        improvementCosts: 0,
        holdingPeriodYears: 5,
        saleDate: '2026-03-01',
      })}
    />,
  ).container;

describe('CG_RESULT_ROWS', () => {
  it('leads with the tax and its average rate, then the profits', () => {
    const container = draw(200_000);
    expect(labelsOf(container)).toEqual([
      'IRPF a pagar',
      'Beneficio bruto',
      'Ganancia patrimonial',
      'Beneficio neto tras impuestos',
      'Rentabilidad anual antes de impuestos',
    ]);
    expect(cardOf(container, 'capitalGainsTax').value).toBe('10.380 €');
    expect(plain(cardOf(container, 'capitalGainsTax').hint)).toBe('Tipo medio: 20,76 %');
    expect(cardOf(container, 'netProfit').box).toHaveClass('result-card--positive');
  });

  it('calls a loss a loss, in the colour to watch', () => {
    const container = draw(140_000);
    const loss = cardOf(container, 'netProfit');
    expect(loss.label).toBe('Pérdida patrimonial');
    expect(loss.value).toBe('-10.000 €');
    expect(loss.box).toHaveClass('result-card--negative');
  });
});
