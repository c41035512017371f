import { RATE_DEFAULTS } from './rate-path';
import { type LoanTerms } from './schedule';
import { bonusComparison, discountedTerms } from './bonus';

// 200,000 € at 3.5 % over 25 years.
const fixed: LoanTerms = { ...RATE_DEFAULTS, loanAmount: 200000, loanTermYears: 25 };
const insurance = { name: 'Seguro de hogar', spreadDiscount: 0.1, yearlyCost: 250 };
const payroll = { name: 'Nómina domiciliada', spreadDiscount: 0.4, yearlyCost: 0 };

describe('discountedTerms', () => {
  it('takes the points off the right rate for each type', () => {
    expect(discountedTerms(fixed, 0.5).interestRate).toBe(3);
    const variable = { ...fixed, rateType: 'variable' as const, spread: 1 };
    expect(discountedTerms(variable, 0.3).spread).toBeCloseTo(0.7, 12);
    expect(discountedTerms(variable, 0.3).interestRate).toBe(3.5);
    const mixed = { ...fixed, rateType: 'mixed' as const, interestRate: 2.5, spread: 0.8 };
    expect(discountedTerms(mixed, 0.5).interestRate).toBe(2);
    expect(discountedTerms(mixed, 0.5).spread).toBeCloseTo(0.3, 12);
  });
});

describe('bonusComparison', () => {
  it('says a 250 € insurance for 0.1 points does not pay off (worked example)', () => {
    // Interest at 3.5 %: 300 × 1001.2471 - 200000 = 100374.14
    // Interest at 3.4 %: A = 200000 · 0.0028333 / (1 - 1.0028333^-300) = 990.5529;
    //   300 × 990.5529 - 200000 = 97165.88. Saved: 3208.26; insurance: 25 × 250 = 6250.
    const result = bonusComparison(fixed, [insurance]);
    expect(result.interestSaved).toBeCloseTo(3208.26, 1);
    expect(result.productCost).toBe(6250);
    expect(result.netSaving).toBeCloseTo(3208.26 - 6250, 1);
    expect(result.paysOff).toBe(false);
    expect(result.with.tae).toBeGreaterThan(result.without.tae);
    expect(result.verdict).toMatch(/^Las bonificaciones no compensan: ahorras 3\.208\s€/);
  });

  it('weighs each product alone and all together', () => {
    // Together 0.5 points: interest at 3 % is 300 × 948.4226 - 200000 = 84526.79,
    // saved 100374.14 - 84526.79 = 15847.35; cost 6250; net 9597.35.
    const result = bonusComparison(fixed, [insurance, payroll]);
    expect(result.interestSaved).toBeCloseTo(15847.35, 1);
    expect(result.netSaving).toBeCloseTo(9597.35, 1);
    expect(result.paysOff).toBe(true);
    expect(result.verdict).toMatch(/^Las bonificaciones compensan/);
    expect(result.products.map((product) => [product.name, product.paysOff])).toEqual([
      ['Seguro de hogar', false],
      ['Nómina domiciliada', true],
    ]);
    expect(result.with.firstPayment).toBe(948.42);
  });

  it('has nothing to weigh without products', () => {
    const result = bonusComparison(fixed, []);
    expect(result.interestSaved).toBe(0);
    expect(result.paysOff).toBe(false);
    expect(result.verdict).toBe('Sin productos vinculados no hay bonificación que valorar.');
  });
});
