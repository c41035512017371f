// The fee for repaying the loan at a sale before its term: Ley 5/2019 art. 23's caps by default.
import { analyseInvestment } from './analysis';
import { earlyRepaymentFeeCap } from './early-repayment-fee';
import { WORKED_EXAMPLE } from '../../testing/analysis-inputs';
import { ANALYSIS_DEFAULTS, resolveInput, type AnalysisInput } from './inputs';

const loan = { loanAmount: 120_000, loanTermYears: 25 };

describe('earlyRepaymentFeeCap (Ley 5/2019, art. 23)', () => {
  it('caps a fixed loan at 2 % in its first 10 years and 1,5 % after (art. 23.7)', () => {
    expect(earlyRepaymentFeeCap({ ...loan, rateType: 'fixed', holdYears: 4 })).toBe(2);
    expect(earlyRepaymentFeeCap({ ...loan, rateType: 'fixed', holdYears: 10 })).toBe(2);
    expect(earlyRepaymentFeeCap({ ...loan, rateType: 'fixed', holdYears: 11 })).toBe(1.5);
  });

  it('caps a variable one at 0,25 % to year 3, 0,15 % to year 5, then nothing (art. 23.5)', () => {
    expect(earlyRepaymentFeeCap({ ...loan, rateType: 'variable', holdYears: 3 })).toBe(0.25);
    expect(earlyRepaymentFeeCap({ ...loan, rateType: 'variable', holdYears: 5 })).toBe(0.15);
    expect(earlyRepaymentFeeCap({ ...loan, rateType: 'variable', holdYears: 6 })).toBe(0);
  });

  it('takes a mixed loan by its tranche, and nothing without a loan left', () => {
    const mixed = { ...loan, rateType: 'mixed', fixedYears: 5 };
    expect(earlyRepaymentFeeCap({ ...mixed, holdYears: 4 })).toBe(2);
    expect(earlyRepaymentFeeCap({ ...mixed, holdYears: 6 })).toBe(0);
    expect(earlyRepaymentFeeCap({ ...loan, rateType: 'fixed', holdYears: 25 })).toBe(0);
    expect(earlyRepaymentFeeCap({ loanAmount: 0, rateType: 'fixed', holdYears: 4 })).toBe(0);
  });

  it('is the analysis default, and a typed percentage (0 included) replaces it', () => {
    const variable = { ...ANALYSIS_DEFAULTS, rateType: 'variable' as const, holdYears: 2 };
    expect(resolveInput(variable).earlyRepaymentFeePercent).toBe(0.25);
    expect(
      resolveInput({ ...variable, earlyRepaymentFeePercent: 0 }).earlyRepaymentFeePercent,
    ).toBe(0);
  });
});

describe('a sale in year 4 of a fixed loan', () => {
  // The worked example of analysis.test.ts (120.000 € at a fixed 3 % over 25 years), sold after 4
  // with no fee typed in its contract: the cap applies.
  const example: AnalysisInput = {
    ...WORKED_EXAMPLE,
    holdYears: 4,
    earlyRepaymentFeePercent: undefined,
  };
  const capped = analyseInvestment(example);
  const free = analyseInvestment({ ...example, earlyRepaymentFeePercent: 0 });

  it('pays the capped fee on the capital still owed', () => {
    // 106.296,78 € owed after 4 years (README table); 2 % × 106.296,78 = 2.125,94.
    expect(capped.sale.loanRepaid).toBe(106_296.78);
    expect(capped.sale.earlyRepaymentFee).toBe(2_125.94);
    expect(free.sale.earlyRepaymentFee).toBe(0);
    // It leaves the sale's proceeds: 49.805,10 − 2.125,94 = 47.679,16 (47.679,17 unrounded).
    expect(capped.sale.proceedsBeforeTax).toBeCloseTo(free.sale.proceedsBeforeTax - 2_125.94, 1);
    // Not a cost of the sale for the gain (our reading): the gain does not move.
    expect(capped.sale.gain).toBe(free.sale.gain);
  });

  it("deducts it from the sale year's rent as a financing cost, for the months let", () => {
    // 2.125,94 × 11/12 = 1.948,77 more deducted: net 1.471,79 → −476,98, which has no reduction:
    // tax −476,98 × 30 % + imputation 68,75 × 30 % = −143,09 + 20,63 = −122,47 (was 241,39).
    expect(free.years[3]?.netIncome).toBe(1_471.79);
    expect(capped.years[3]?.netIncome).toBe(-476.98);
    expect(capped.years[3]?.tax).toBe(-122.47);
  });
});
