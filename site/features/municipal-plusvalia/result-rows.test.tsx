/** @jest-environment jsdom */
// The two methods' lines from the engine: land 40 % of a 100.000 € cadastral value, bought for
// 150.000 € and sold for 200.000 € at a 29 % rate: the real method taxes 40 % of the 50.000 € gain.
import '@testing-library/jest-dom';
import { render } from '@testing-library/react';
import * as React from 'react';
import {
  calculateMunicipalPlusvalia,
  type MunicipalPlusvaliaInput,
} from '../../../core/tax/municipal-plusvalia';
import { ResultList } from '../../components/ui/ResultGrid';
import { plain } from '../../components/ui/result-cards.testing';
import { OBJECTIVE_ROWS, REAL_ROWS } from './result-rows';

const input: MunicipalPlusvaliaInput = {
  landCadastralValue: 40_000,
  totalCadastralValue: 100_000,
  purchasePrice: 150_000,
  salePrice: 200_000,
  yearsHeld: 9,
  municipalRate: 29,
  transferDate: '2026-01-15',
};

const lines = (container: HTMLElement) =>
  [...container.querySelectorAll('dd')].map((dd) => [
    dd.previousElementSibling?.textContent,
    dd.getAttribute('data-result'),
    plain(dd.textContent),
  ]);

describe('the plusvalía method rows', () => {
  it('writes the real method with the land share as a percentage', () => {
    const result = calculateMunicipalPlusvalia(input);
    const { container } = render(<ResultList rows={REAL_ROWS} result={result} />);
    expect(lines(container)).toEqual([
      ['Ganancia', 'real.gain', '50.000 €'],
      ['Porcentaje de suelo', 'real.landShare', '40,00 %'],
      ['Base imponible', 'real.base', '20.000 €'],
      ['Cuota', 'real.quota', '5.800 €'],
    ]);
  });

  it('writes a coefficient with two decimals, four when prorated by months', () => {
    const whole = calculateMunicipalPlusvalia(input);
    const { container } = render(<ResultList rows={OBJECTIVE_ROWS} result={whole} />);
    expect(lines(container)[1]).toEqual(['Coeficiente', 'objective.coefficient', '0,15']);
    const prorated = calculateMunicipalPlusvalia({ ...input, yearsHeld: 0, monthsHeld: 9 });
    const { container: months } = render(<ResultList rows={OBJECTIVE_ROWS} result={prorated} />);
    expect(lines(months)[1]?.[2]).toMatch(/^0,\d{4}$/);
  });
});
