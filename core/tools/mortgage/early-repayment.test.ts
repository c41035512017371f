import fc from 'fast-check';
import { RATE_DEFAULTS } from './rate-path';
import { type LoanTerms } from './schedule';
import {
  compareEarlyRepayment,
  compensationCapPercent,
  compensationFee,
  yearlyExtraPayments,
} from './early-repayment';

// 100,000 € at 3 % over 10 years: A = 100000 · 0.0025 / (1 - 1.0025^-120) = 965.61 a month.
const fixed: LoanTerms = {
  ...RATE_DEFAULTS,
  loanAmount: 100000,
  loanTermYears: 10,
  interestRate: 3,
};
const variable = { rateType: 'variable' as const, fixedYears: 0 };
const mixed = { rateType: 'mixed' as const, fixedYears: 5 };

describe('compensationCapPercent (Ley 5/2019, art. 23)', () => {
  it('fixed: 2 % in the first 10 years, 1.5 % after', () => {
    expect(compensationCapPercent(fixed, 1)).toBe(2);
    expect(compensationCapPercent(fixed, 120)).toBe(2);
    expect(compensationCapPercent(fixed, 121)).toBe(1.5);
  });
  it('variable: 0.25 % in the first 3 years or 0.15 % in the first 5, as the contract says', () => {
    expect(compensationCapPercent(variable, 36, 'first3Years')).toBe(0.25);
    expect(compensationCapPercent(variable, 37, 'first3Years')).toBe(0);
    expect(compensationCapPercent(variable, 60, 'first5Years')).toBe(0.15);
    expect(compensationCapPercent(variable, 61, 'first5Years')).toBe(0);
    expect(compensationCapPercent(variable, 40)).toBe(0.15);
  });
  it('mixed: fixed caps during the fixed years, variable ones after', () => {
    expect(compensationCapPercent(mixed, 60)).toBe(2);
    expect(compensationCapPercent(mixed, 61)).toBe(0);
    expect(compensationCapPercent({ ...mixed, fixedYears: 2 }, 30, 'first3Years')).toBe(0.25);
  });
});

describe('compensationFee', () => {
  it('applies the cap, a lower contract figure and the financial loss', () => {
    // 2 % of 20,000 = 400
    expect(compensationFee(20000, 12, fixed)).toEqual({ percent: 2, fee: 400, isMaximum: true });
    // The contract says 1 %: 200
    expect(compensationFee(20000, 12, fixed, { contractPercent: 1 }).fee).toBe(200);
    // A contract above the cap is cut to it: 2 %
    expect(compensationFee(20000, 12, fixed, { contractPercent: 3 }).percent).toBe(2);
    // The bank lost only 150: the fee is 150
    expect(compensationFee(20000, 12, fixed, { financialLoss: 150 })).toEqual({
      percent: 2,
      fee: 150,
      isMaximum: false,
    });
    // Variable, 0.25 % of 20,000 = 50 in month 30
    expect(compensationFee(20000, 30, variable, { variableOption: 'first3Years' }).fee).toBe(50);
  });
  it('never exceeds the legal cap nor the financial loss', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000_000 }).map((value) => value / 100),
        fc.integer({ min: 1, max: 480 }),
        fc.constantFrom('fixed' as const, 'variable' as const, 'mixed' as const),
        fc.integer({ min: 0, max: 30 }),
        fc.constantFrom('first3Years' as const, 'first5Years' as const),
        fc.option(fc.integer({ min: 0, max: 500 }).map((value) => value / 100)),
        fc.option(fc.integer({ min: 0, max: 1_000_000 }).map((value) => value / 100)),
        (amount, month, rateType, fixedYears, variableOption, contractPercent, loss) => {
          const { fee } = compensationFee(
            amount,
            month,
            { rateType, fixedYears },
            {
              variableOption,
              contractPercent: contractPercent ?? undefined,
              financialLoss: loss ?? undefined,
            },
          );
          const legal = rateType === 'variable' ? 0.25 : 2;
          expect(fee).toBeLessThanOrEqual((amount * legal) / 100 + 0.005);
          if (loss !== null) expect(fee).toBeLessThanOrEqual(loss);
          expect(fee).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('yearlyExtraPayments', () => {
  it('pays with the 12th instalment of each year', () => {
    expect(yearlyExtraPayments(3000, 1, 3)).toEqual([
      { month: 12, amount: 3000 },
      { month: 24, amount: 3000 },
      { month: 36, amount: 3000 },
    ]);
    expect(yearlyExtraPayments(3000, 4, 3)).toEqual([]);
  });
});

describe('compareEarlyRepayment (worked example)', () => {
  // 20,000 € extra with the 12th instalment.
  // Balance after 12 payments: B12 = 100000 · 1.0025^12 - 965.6074 · (1.0025^12 - 1) / 0.0025
  //   = 103041.60 - 11747.95 = 91293.65; after the extra: 71293.65.
  const result = compareEarlyRepayment(fixed, [{ month: 12, amount: 20000 }]);

  it('keeps the base figures of the loan without extras', () => {
    // 120 × 965.6074 - 100000 = 15872.89
    expect(result.firstPayment).toBe(965.61);
    expect(result.baseInterest).toBe(15872.89);
    expect(result.baseMonths).toBe(120);
  });
  it('reducing the payment: 71,293.65 over the 108 months left', () => {
    // A' = 71293.65 · 0.0025 / (1 - 1.0025^-108) = 178.23 / 0.2363 = 754.07
    // Interest = 12 × 965.6074 + 108 × 754.0686 + 20000 - 100000 = 13026.70; saved 2846.19.
    expect(result.cuota.paymentAfter).toBeCloseTo(754.07, 1);
    expect(result.cuota.totalInterest).toBeCloseTo(13026.7, 1);
    expect(result.cuota.interestSaved).toBeCloseTo(2846.19, 1);
    expect(result.cuota.monthsToRepay).toBe(120);
  });
  it('reducing the term: same 965.61 until 71,293.65 is repaid', () => {
    // n = -ln(1 - 0.0025 · 71293.65 / 965.6074) / ln(1.0025) = -ln(0.815418) / 0.0024969 = 81.72,
    // so 82 more instalments (the last 699.28 €): 12 + 82 = 94 months, 26 fewer.
    // Interest = 12 × 965.6074 + 81 × 965.6074 + 699.28 + 20000 - 100000 = 10500.77; saved 5372.12.
    expect(result.plazo.monthsToRepay).toBe(94);
    expect(result.plazo.monthsSaved).toBe(26);
    expect(result.plazo.paymentAfter).toBe(965.61);
    expect(result.plazo.totalInterest).toBeCloseTo(10500.77, 1);
    expect(result.plazo.interestSaved).toBeCloseTo(5372.12, 1);
  });
  it('charges the fixed-rate fee, at most 2 % of 20,000', () => {
    expect(result.plazo.fees).toBe(400);
    expect(result.cuota.netSaving).toBeCloseTo(2846.19 - 400, 1);
    expect(result.feesAreMaximum).toBe(true);
    expect(result.verdict).toMatch(
      /^Reducir plazo ahorra 5\.372\s€ de intereses y terminas 26 meses antes; reducir cuota ahorra 2\.846\s€ y la cuota baja a 754,07\s€\. Comisión máxima por amortizar: 400\s€\.$/,
    );
  });
  it('caps the fees of several extras by the one financial loss given', () => {
    const extras = yearlyExtraPayments(5000, 1, 3);
    const capped = compareEarlyRepayment(fixed, extras, { financialLoss: 120 });
    // Uncapped: 3 × 2 % × 5,000 = 300; the loss caps the total at 120.
    expect(compareEarlyRepayment(fixed, extras).plazo.fees).toBe(300);
    expect(capped.plazo.fees).toBe(120);
    expect(capped.feesAreMaximum).toBe(false);
  });
});

describe('compareEarlyRepayment invariants', () => {
  it('reducing the term never costs more interest than reducing the payment', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 1_000_000 }),
        fc.integer({ min: 2, max: 40 }),
        fc.constantFrom('fixed' as const, 'variable' as const, 'mixed' as const),
        fc.integer({ min: 0, max: 800 }).map((value) => value / 100),
        fc.array(
          fc.integer({ min: 0, max: 700 }).map((value) => value / 100),
          { maxLength: 8 },
        ),
        fc.array(
          fc.record({
            month: fc.integer({ min: 1, max: 480 }),
            amount: fc.integer({ min: 1, max: 200_000 }),
          }),
          { maxLength: 4 },
        ),
        (loanAmount, loanTermYears, rateType, interestRate, euriborPath, extras) => {
          const terms = {
            ...fixed,
            loanAmount,
            loanTermYears,
            rateType,
            interestRate,
            fixedYears: 3,
            euriborPath,
          };
          const result = compareEarlyRepayment(terms, extras);
          expect(result.plazo.totalInterest).toBeLessThanOrEqual(result.cuota.totalInterest);
          expect(result.cuota.totalInterest).toBeLessThanOrEqual(result.baseInterest);
          expect(result.plazo.monthsToRepay).toBeLessThanOrEqual(result.cuota.monthsToRepay);
        },
      ),
    );
  });
});
