/**
 * @jest-environment jsdom
 */
// The verdict panel with the loan a bank would grant: feasibleLoan in euros always beside the
// verdict, verdictAtFeasibleLoan only when the loan asked for is above it.
import '@testing-library/jest-dom';
import { cleanup, render } from '@testing-library/react';
import * as React from 'react';
import { BOND_10Y_DEFAULT } from '../../../core/market-figures';
import { WORKED_EXAMPLE } from '../../../core/testing/analysis-inputs';
import { analyseInvestment } from '../../../core/tools/investment-analysis';
import type { AnalysisInput } from '../../../core/tools/investment-analysis/inputs';
import VerdictPanel from './VerdictPanel';

afterEach(cleanup);

const panel = (changes: Partial<AnalysisInput>) => {
  const analysis = analyseInvestment({ ...WORKED_EXAMPLE, ...changes });
  const { container } = render(<VerdictPanel analysis={analysis} bond={BOND_10Y_DEFAULT} />);
  return (name: string) => container.querySelector(`[data-result="${name}"]`);
};

describe('the loan a bank would grant, beside the verdict', () => {
  it('judges an 80 % loan at 70 % too', () => {
    const byResult = panel({});
    // 150.000 × 70 % = 105.000.
    expect(byResult('feasibleLoan')).toHaveAttribute('data-value', '105000');
    expect(byResult('verdictAtFeasibleLoan')?.getAttribute('data-value')).toMatch(
      /^(yes|no|mixed)$/,
    );
    expect(byResult('verdictAtFeasibleLoan')).toHaveTextContent(/70\s%\sque suelen prestar/);
  });

  it('shows the granted loan alone when it is the one asked for', () => {
    const byResult = panel({ loanAmount: 90_000 });
    expect(byResult('feasibleLoan')).toHaveAttribute('data-value', '90000');
    expect(byResult('verdictAtFeasibleLoan')).toBeNull();
  });

  it('marks the age limit for a 60-year-old with a 30-year term', () => {
    const byResult = panel({ borrowerAge: 60, loanTermYears: 30, loanAmount: 90_000 });
    expect(byResult('feasibleLoan')?.closest('[data-limit]')).toHaveAttribute('data-limit', 'age');
    expect(byResult('verdictAtFeasibleLoan')).toHaveTextContent(/con 15 años/);
  });
});
