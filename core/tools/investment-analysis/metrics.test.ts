import { analyseInvestment } from './analysis';
import { ANALYSIS_DEFAULTS } from './inputs';
import { equityMultiple, paybackYear } from './metrics';

describe('equityMultiple', () => {
  it('divides the money returned by the money put in', () => {
    // Put in 100 + 10, returned 10 + 150 = 160: 160 / 110.
    expect(equityMultiple([-100, 10, -10, 150])).toBeCloseTo(160 / 110, 12);
    expect(equityMultiple([100, 10])).toBeNull();
  });
});

describe('paybackYear', () => {
  it('finds the first year the running sum is no longer negative', () => {
    expect(paybackYear([-100, 30, 30, 30, 30])).toBe(4);
    expect(paybackYear([-100, 100])).toBe(1);
    expect(paybackYear([-100, 10, 10])).toBeNull();
  });
});

describe('break-even rent', () => {
  it('zeroes the year-1 cash flow after tax', () => {
    const { metrics } = analyseInvestment(ANALYSIS_DEFAULTS);
    const atBreakEven = analyseInvestment({
      ...ANALYSIS_DEFAULTS,
      monthlyRent: metrics.breakEvenRent ?? Number.NaN,
    });
    expect(Math.abs(atBreakEven.metrics.cashFlowYear1)).toBeLessThan(0.05);
  });

  it('zeroes the year-1 cash flow before tax', () => {
    const { metrics } = analyseInvestment(ANALYSIS_DEFAULTS);
    const at = analyseInvestment({
      ...ANALYSIS_DEFAULTS,
      monthlyRent: metrics.breakEvenRentBeforeTax ?? Number.NaN,
    });
    expect(Math.abs(at.years[0]?.cashFlowBeforeTax ?? Number.NaN)).toBeLessThan(0.05);
  });

  it('does not exist when the home is empty all year', () => {
    const { metrics } = analyseInvestment({ ...ANALYSIS_DEFAULTS, emptyMonths: 12 });
    expect(metrics.breakEvenRent).toBeNull();
    expect(metrics.breakEvenRentBeforeTax).toBeNull();
  });
});

describe('DSCR and cash-on-cash', () => {
  it('relate year 1 to the loan and the equity', () => {
    const result = analyseInvestment(ANALYSIS_DEFAULTS);
    const [first] = result.years;
    expect(result.metrics.dscrYear1).toBeCloseTo(
      (first?.netOperatingIncome ?? 0) / (first?.loanPayment ?? 1),
      2,
    );
    expect(result.metrics.cashOnCashYear1).toBeCloseTo(
      ((first?.cashFlowBeforeTax ?? 0) / result.initial.equity) * 100,
      2,
    );
    expect(result.metrics.cashOnCashYear1AfterTax).toBeCloseTo(
      ((first?.cashFlow ?? 0) / result.initial.equity) * 100,
      2,
    );
  });
});

describe('gross yield of a tourist let', () => {
  // The audit's case F: a 190.000 € flat let by the night; its hidden monthly-rent field says 1.000.
  const tourist = analyseInvestment({
    ...ANALYSIS_DEFAULTS,
    price: 190_000,
    letting: 'tourist',
    monthlyRent: 1_000,
    nightlyRate: 95,
    occupancyPercent: 62,
  });

  it('comes from the nights let, not from the monthly rent the form hides', () => {
    // 95 × 365 × 62 % = 21.498,50 a year; ÷ 190.000 = 11,315 % (1.000 × 12 ÷ 190.000 = 6,32 % before).
    expect(tourist.years[0]?.rent).toBe(21_498.5);
    expect(tourist.metrics.grossYield).toBe(11.32);
  });

  it('keeps the monthly rent for a long-term let', () => {
    // 1.000 × 12 ÷ 190.000 = 6,3158 %.
    const home = analyseInvestment({ ...ANALYSIS_DEFAULTS, price: 190_000, monthlyRent: 1_000 });
    expect(home.metrics.grossYield).toBe(6.32);
  });
});
