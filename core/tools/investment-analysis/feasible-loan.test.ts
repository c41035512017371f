// The verdict at the loan a bank would grant: each figure is checked against a whole analysis run
// at that loan, not against the shortcut's own arithmetic.
import { WORKED_EXAMPLE } from '../../testing/analysis-inputs';
import { analyseInvestment } from './analysis';
import type { AnalysisInput } from './inputs';

const at = (changes: Partial<AnalysisInput>) =>
  analyseInvestment({ ...WORKED_EXAMPLE, ...changes });

describe('the loan a bank would grant', () => {
  it('is the requested loan when the bank lends it: no second verdict', () => {
    // 150.000 × 70 % = 105.000: a 100.000 € loan is within it.
    const { feasibleLoan } = at({ loanAmount: 100_000 });
    expect(feasibleLoan).toMatchObject({ loan: 100_000, ltvLimit: 70, above: false });
    expect(feasibleLoan.atFeasible).toBeNull();
  });

  it('judges an 80 % loan at the 70 % a bank lends for an investment too', () => {
    // 120.000 requested on 150.000 (80 %); 150.000 × 70 % = 105.000.
    const requested = at({});
    const { feasibleLoan } = requested;
    expect(feasibleLoan).toMatchObject({ loan: 105_000, limitedBy: 'use', above: true });
    const whole = at({ loanAmount: 105_000 });
    const extra = Math.round((whole.initial.equity - requested.initial.equity) * 100) / 100;
    expect(feasibleLoan.atFeasible).toEqual({
      // Meeting the criteria only with 14.925 € more "depends" on having them.
      verdict: whole.verdict.verdict === 'yes' ? 'mixed' : whole.verdict.verdict,
      criteriaVerdict: whole.verdict.verdict,
      irrAfterTax: whole.metrics.irrAfterTax,
      monthlyCashFlowYear1: whole.verdict.monthlyCashFlowYear1,
      equity: whole.initial.equity,
      extraCash: extra,
    });
    // 15.000 € less loan, 0,5 % less fee on it (75 €): 14.925 € more at signing.
    expect(feasibleLoan.atFeasible?.extraCash).toBeCloseTo(14_925, 2);
    // Less debt at 3 %: a lower TIR on more money put in.
    expect(feasibleLoan.atFeasible?.irrAfterTax).not.toBe(requested.metrics.irrAfterTax);
  });

  it('lends an owner living abroad 60 %', () => {
    const { feasibleLoan } = at({ residence: 'eu', loanAmount: 100_000 });
    // 150.000 × 60 % = 90.000 < 100.000.
    expect(feasibleLoan).toMatchObject({ loan: 90_000, ltvLimit: 60, limitedBy: 'residence' });
    expect(feasibleLoan.above).toBe(true);
  });

  it('checks a non-resident’s loan against the same 60 % in the financing warning', () => {
    const { financing } = at({ residence: 'nonEu', loanAmount: 100_000 });
    // 150.000 × 60 % = 90.000 < 100.000.
    expect(financing).toMatchObject({ ltvLimit: 60, limitedBy: 'residence', loanAtLimit: 90_000 });
    expect(financing.warnings).toContain('ltv');
    expect(at({ loanAmount: 100_000 }).financing.warnings).not.toContain('ltv');
  });

  it('gives a 60-year-old with a 30-year term the age limit: 15 years', () => {
    const { feasibleLoan } = at({ borrowerAge: 60, loanTermYears: 30, loanAmount: 100_000 });
    // 60 + 30 = 90 > 75: 75 − 60 = 15 years, the loan itself within 70 %.
    expect(feasibleLoan).toMatchObject({
      loan: 100_000,
      termYears: 15,
      limitedBy: 'age',
      ageAtEnd: 90,
      above: true,
    });
    const whole = at({ loanAmount: 100_000, loanTermYears: 15 });
    expect(feasibleLoan.atFeasible?.irrAfterTax).toBe(whole.metrics.irrAfterTax);
    expect(feasibleLoan.atFeasible?.monthlyCashFlowYear1).toBe(whole.verdict.monthlyCashFlowYear1);
  });

  it('does not look at an age not given', () => {
    const { feasibleLoan } = at({ loanAmount: 100_000, loanTermYears: 40 });
    expect(feasibleLoan).toMatchObject({ borrowerAge: null, ageAtEnd: null, above: false });
  });

  it('lends nothing at 75 or older, and a cash purchase has nothing to judge', () => {
    expect(at({ borrowerAge: 76 }).feasibleLoan).toMatchObject({ loan: 0, above: true });
    expect(at({ loanAmount: 0 }).feasibleLoan).toMatchObject({ loan: 0, above: false });
  });
});
