/**
 * @jest-environment jsdom
 */
// The verdict panel notes an implausible input before its verdict: 95.000 € a month of rent.
import '@testing-library/jest-dom';
import { cleanup, render } from '@testing-library/react';
import * as React from 'react';
import { BOND_10Y_DEFAULT } from '../../../core/market-figures';
import { PLAUSIBILITY_MESSAGES } from '../../../core/plausibility';
import { WORKED_EXAMPLE } from '../../../core/testing/analysis-inputs';
import { analyseInvestment } from '../../../core/tools/investment-analysis';
import type { AnalysisInput } from '../../../core/tools/investment-analysis/inputs';
import VerdictPanel from './VerdictPanel';

afterEach(cleanup);

const notes = (changes: Partial<AnalysisInput>) => {
  const analysis = analyseInvestment({ ...WORKED_EXAMPLE, ...changes });
  const { container } = render(<VerdictPanel analysis={analysis} bond={BOND_10Y_DEFAULT} />);
  return [...container.querySelectorAll('[data-warning="plausibility"]')].map(
    (note) => note.textContent,
  );
};

describe('plausibility notes above the verdict', () => {
  it('notes 95.000 € a month on 150.000 € (760 % gross)', () => {
    expect(notes({ monthlyRent: 95_000 })).toEqual([PLAUSIBILITY_MESSAGES.highYield]);
  });

  it('notes a 25 % yearly price rise and a 60-year-old’s 30-year loan', () => {
    const shown = notes({ priceChangePercent: 25, borrowerAge: 60, loanTermYears: 30 });
    expect(shown).toHaveLength(2);
    expect(shown.join(' ')).toMatch(/subida del 25 %.*a los 90|a los 90.*subida del 25 %/);
  });

  it('says nothing about the worked example as it is', () => {
    expect(notes({})).toEqual([]);
  });
});
