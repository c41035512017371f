// The verdict: TIR after tax against the minimum (the benchmark when empty), the year-1 monthly
// cash flow against its minimum; monthly figures are the yearly ones ÷ 12.
import { analyseInvestment } from './analysis';
import { ANALYSIS_DEFAULTS, resolveInput, type AnalysisInput } from './inputs';
import { judgeDeal, monthlyCashFlows } from './verdict';
import { BOND_10Y_DEFAULT } from '../../market-figures';

/** The poor Barcelona deal: 320.000 €, 1.150 €/mes, 80 % at 3,4 %, no appreciation, 8 years. */
const BARCELONA: AnalysisInput = {
  ...ANALYSIS_DEFAULTS,
  price: 320_000,
  community: 'cataluna',
  monthlyRent: 1_150,
  loanAmount: 256_000,
  rateType: 'fixed',
  interestRate: 3.4,
  priceChangePercent: 0,
  holdYears: 8,
  benchmarkPercent: 3.21,
};

const CRITERIA = { benchmarkPercent: 3.2, minIrrPercent: 3.2, minMonthlyCashFlow: 0 };
const judge = (irrAfterTax: number | null, monthly: number, flows = [-100, 50, 80]) =>
  judgeDeal({
    irrAfterTax,
    flows,
    year1: { cashFlow: monthly * 12, cashFlowBeforeTax: monthly * 12 + 120 },
    criteria: CRITERIA,
  });

describe('monthlyCashFlows', () => {
  it('are the yearly cash flows ÷ 12, to the cent', () => {
    expect(monthlyCashFlows({ cashFlow: -1_000, cashFlowBeforeTax: 2_500 })).toEqual({
      afterTax: -83.33,
      beforeTax: 208.33,
    });
  });

  it('equal the analysis year 1 ÷ 12 before and after IRPF', () => {
    for (const input of [ANALYSIS_DEFAULTS, BARCELONA]) {
      const { years, verdict } = analyseInvestment(input);
      const first = years[0];
      expect(first).toBeDefined();
      expect(verdict.monthlyCashFlowYear1).toBeCloseTo((first?.cashFlow ?? NaN) / 12, 2);
      expect(verdict.monthlyCashFlowYear1BeforeTax).toBeCloseTo(
        (first?.cashFlowBeforeTax ?? NaN) / 12,
        2,
      );
      expect(verdict.monthlyCashFlowYear1).not.toBe(verdict.monthlyCashFlowYear1BeforeTax);
    }
  });
});

describe('judgeDeal', () => {
  it('says yes when the TIR and the monthly cash flow both meet their minimums (at the limit too)', () => {
    expect(judge(3.2, 0).verdict).toBe('yes');
    expect(judge(6, 150)).toMatchObject({
      verdict: 'yes',
      irr: { met: true },
      monthlyCashFlow: { met: true },
      beatsBenchmark: true,
    });
  });

  it('says no when the TIR misses, whatever the monthly cash flow', () => {
    expect(judge(3.19, 200)).toMatchObject({ verdict: 'no', irr: { met: false } });
    expect(judge(-2, -300)).toMatchObject({ verdict: 'no', monthlyCashFlow: { met: false } });
  });

  it('says mixed when only the monthly cash flow misses', () => {
    expect(judge(5, -0.01)).toMatchObject({
      verdict: 'mixed',
      irr: { met: true },
      monthlyCashFlow: { met: false, minimum: 0 },
    });
  });

  it('without a TIR: no when the flows never give the money back, met when nothing is put in', () => {
    expect(judge(null, 10, [-100, 5, 5])).toMatchObject({
      verdict: 'no',
      noIrr: 'notRecovered',
      beatsBenchmark: false,
    });
    expect(judge(null, 10, [0, 5, 50])).toMatchObject({
      verdict: 'yes',
      noIrr: 'nothingPutIn',
      irr: { met: true },
    });
  });
});

describe('the criteria of an input', () => {
  const criteria = (input: Partial<AnalysisInput>) => {
    const { benchmarkPercent, minIrrPercent, minMonthlyCashFlow } = resolveInput({
      ...ANALYSIS_DEFAULTS,
      benchmarkPercent: undefined,
      minIrrPercent: undefined,
      minMonthlyCashFlow: undefined,
      ...input,
    });
    return { benchmarkPercent, minIrrPercent, minMonthlyCashFlow };
  };

  it('reads an empty minimum TIR as the benchmark, and the benchmark as its dated default', () => {
    expect(criteria({ benchmarkPercent: 2.8 })).toEqual({
      benchmarkPercent: 2.8,
      minIrrPercent: 2.8,
      minMonthlyCashFlow: 0,
    });
    expect(criteria({}).benchmarkPercent).toBe(BOND_10Y_DEFAULT.value);
    expect(criteria({ benchmarkPercent: 3, minIrrPercent: 6 }).minIrrPercent).toBe(6);
  });
});

describe('the verdict of an analysis', () => {
  it("is no for the issue's poor Barcelona deal, short of the bond", () => {
    const { verdict, metrics } = analyseInvestment(BARCELONA);
    expect(metrics.irrAfterTax).not.toBeNull();
    expect(metrics.irrAfterTax ?? Infinity).toBeLessThan(3.21);
    expect(verdict).toMatchObject({ verdict: 'no', benchmarkPercent: 3.21, beatsBenchmark: false });
    expect(verdict.irr.minimum).toBe(3.21);
  });

  it('follows the criteria the user sets', () => {
    const low = analyseInvestment({ ...BARCELONA, minIrrPercent: -20, minMonthlyCashFlow: -5_000 });
    expect(low.verdict.verdict).toBe('yes');
    const cash = analyseInvestment({ ...BARCELONA, minIrrPercent: -20 });
    expect(cash.verdict.verdict).toBe(cash.verdict.monthlyCashFlowYear1 >= 0 ? 'yes' : 'mixed');
  });
});
