import fc from 'fast-check';
import { monthlyPayment } from './engine';
import { RATE_DEFAULTS } from './rate-path';
import {
  frenchPayment,
  instalmentsToRepay,
  loanSchedule,
  loanSummary,
  type LoanTerms,
} from './schedule';

const fixed: LoanTerms = { ...RATE_DEFAULTS, loanAmount: 200000, loanTermYears: 25 };
const cents = (euros: number): number => Math.round(euros * 100);

describe('frenchPayment', () => {
  it('agrees with the existing fixed-rate engine for whole years', () => {
    expect(frenchPayment(200000, 3.5, 300)).toBeCloseTo(monthlyPayment(200000, 3.5, 25), 9);
    expect(frenchPayment(150000, 0.5, 360)).toBeCloseTo(monthlyPayment(150000, 0.5, 30), 9);
  });
  it('repays in equal parts at 0 % and is 0 with nothing to repay', () => {
    expect(frenchPayment(12000, 0, 12)).toBe(1000);
    expect(frenchPayment(0, 3, 12)).toBe(0);
    expect(frenchPayment(1000, 3, 0)).toBe(0);
  });
});

describe('instalmentsToRepay', () => {
  it('counts the instalments of a shortened term, the last one partial', () => {
    // r = 0.03 / 12 = 0.0025; r·B / A = 0.0025 * 100000 / 1000 = 0.25;
    // n = -ln(0.75) / ln(1.0025) = 0.2876821 / 0.0024969 = 115.22, so 116 instalments.
    expect(instalmentsToRepay(100000, 3, 1000)).toBe(116);
    // At 0 %: 10,000 / 1,000 = 10 exactly, not 11.
    expect(instalmentsToRepay(10000, 0, 1000)).toBe(10);
  });
});

describe('loanSchedule, fixed rate', () => {
  it('gives the spec worked example on its defaults (1.001,25 € a month, 100.374,14 € of interest)', () => {
    const schedule = loanSchedule(fixed);
    // 300 payments of 1001.2471 = 300374.14, minus the 200,000 lent.
    expect(schedule.firstPayment).toBe(1001.25);
    expect(schedule.totalInterest).toBeCloseTo(100374.14, 1);
    expect(schedule.months).toHaveLength(300);
    expect(schedule.resets).toHaveLength(1);
    expect(schedule.paymentAfterFixed).toBeNull();
  });
  it('has no rows for a zero loan or term', () => {
    expect(loanSchedule({ ...fixed, loanAmount: 0 }).months).toEqual([]);
    expect(loanSchedule({ ...fixed, loanTermYears: 0 }).firstPayment).toBe(0);
  });
});

describe('loanSchedule, mixed rate (worked example)', () => {
  // 200,000 € over 25 years: 2.5 % for 5 years, then Euríbor 2.2 + spread 0.8 = 3 %.
  const mixed: LoanTerms = {
    ...fixed,
    rateType: 'mixed',
    interestRate: 2.5,
    fixedYears: 5,
    euribor: 2.2,
    spread: 0.8,
  };
  const schedule = loanSchedule(mixed);

  it('pays the French payment of the fixed rate first', () => {
    // r = 0.025 / 12 = 0.00208333; (1 + r)^300 = 1.8670317;
    // A = 200000 * 0.00208333 * 1.8670317 / 0.8670317 = 897.23
    expect(schedule.firstPayment).toBe(897.23);
  });
  it('owes the balance of the fixed period after 60 payments', () => {
    // (1 + r)^60 = 1.1330011; B60 = P (1 + r)^60 - A ((1 + r)^60 - 1) / r
    //   = 200000 * 1.1330011 - 897.2335 * 0.1330011 / 0.00208333 = 226600.22 - 57279.87 = 169320.36
    expect(schedule.months[59]?.balance).toBe(169320.36);
  });
  it('recomputes the payment on that balance over the 240 months left at 3 %', () => {
    // r = 0.03 / 12 = 0.0025; A = 169320.36 * 0.0025 / (1 - 1.0025^-240) = 423.30 / 0.4507839 = 939.05
    expect(schedule.paymentAfterFixed).toBe(939.05);
    expect(schedule.months[60]?.payment).toBeCloseTo(939.05, 1);
    expect(schedule.months[60]?.rate).toBe(3);
    expect(schedule.resets.map((reset) => reset.month)).toEqual([1, 61]);
    expect(schedule.peakPayment).toBe(939.05);
    expect(schedule.peakYear).toBe(6);
  });
});

describe('loanSchedule, variable rate with a Euríbor path', () => {
  // 100,000 € over 10 years, spread 1: Euríbor 2 % in year 1 (rate 3 %), 3 % from year 2 (4 %).
  const variable: LoanTerms = {
    ...RATE_DEFAULTS,
    rateType: 'variable',
    loanAmount: 100000,
    loanTermYears: 10,
    euribor: 2,
    spread: 1,
    euriborPath: [2, 3],
  };
  const schedule = loanSchedule(variable);

  it('reviews the payment after 12 months on the balance and the 108 months left', () => {
    // Year 1: r = 0.0025; A = 100000 * 0.0025 / (1 - 1.0025^-120) = 965.61.
    expect(schedule.firstPayment).toBe(965.61);
    // B12 = 100000 * 1.0304160 - 965.6074 * 0.0304160 / 0.0025 = 103041.60 - 11747.95 = 91293.65
    expect(schedule.months[11]?.balance).toBe(91293.65);
    // Year 2: r = 0.04 / 12; A = 91293.65 * 0.0033333 / (1 - 0.6980941) = 304.31 / 0.3019059 = 1007.97
    expect(schedule.months[12]?.payment).toBeCloseTo(1007.97, 1);
    expect(schedule.resets).toEqual([
      { month: 1, year: 1, rate: 3, payment: 965.61 },
      { month: 13, year: 2, rate: 4, payment: 1007.97 },
    ]);
    expect(schedule.years[1]?.rate).toBe(4);
  });
});

describe('loanSchedule invariants', () => {
  const termsArb = fc.record({
    loanAmount: fc.integer({ min: 100, max: 100_000_000 }).map((value) => value / 100),
    loanTermYears: fc.integer({ min: 1, max: 40 }),
    rateType: fc.constantFrom('fixed' as const, 'variable' as const, 'mixed' as const),
    interestRate: fc.integer({ min: 0, max: 1000 }).map((value) => value / 100),
    fixedYears: fc.integer({ min: 0, max: 15 }),
    euribor: fc.integer({ min: -100, max: 600 }).map((value) => value / 100),
    spread: fc.integer({ min: 0, max: 300 }).map((value) => value / 100),
    euriborPath: fc.array(
      fc.integer({ min: -100, max: 800 }).map((value) => value / 100),
      { maxLength: 10 },
    ),
  });
  const extrasArb = fc.array(
    fc.record({
      month: fc.integer({ min: 1, max: 480 }),
      amount: fc.integer({ min: 1, max: 10_000_000 }).map((value) => value / 100),
    }),
    { maxLength: 4 },
  );
  /** A loan, its extra repayments and what they lower. */
  const loanArb = fc.tuple(
    termsArb,
    extrasArb,
    fc.constantFrom('cuota' as const, 'plazo' as const),
  );

  it('never shows a negative balance, ends at 0 and adds up: paid = loan + interest', () => {
    fc.assert(
      fc.property(loanArb, ([terms, extraPayments, mode]) => {
        const schedule = loanSchedule(terms, { extraPayments, mode });
        const rows = schedule.months;
        expect(
          rows.every((row) => row.balance >= 0 && row.principal >= 0 && row.interest >= 0),
        ).toBe(true);
        expect(rows.at(-1)?.balance).toBe(0);
        expect(rows.length).toBeLessThanOrEqual(terms.loanTermYears * 12);
        const paid = rows.reduce((total, row) => total + cents(row.payment) + cents(row.extra), 0);
        const interest = rows.reduce((total, row) => total + cents(row.interest), 0);
        expect(paid).toBe(cents(terms.loanAmount) + interest);
        expect(cents(schedule.totalPayment)).toBe(paid);
        expect(cents(schedule.totalInterest)).toBe(interest);
      }),
    );
  });

  it('gives the same payments, peak and totals without its rows (loanSummary)', () => {
    fc.assert(
      fc.property(loanArb, ([terms, extraPayments, mode]) => {
        const { months, years, ...summary } = loanSchedule(terms, { extraPayments, mode });
        expect(loanSummary(terms, { extraPayments, mode })).toEqual(summary);
        expect(summary.monthsToRepay).toBe(months.length);
        expect(years.length).toBe(Math.ceil(months.length / 12));
      }),
    );
  });
});

describe('loanSchedule: peak payment', () => {
  it('a loan whose rate never changes peaks in year 1, not in its last year', () => {
    // 123.456,78 € at 12 % over 30 years: the last instalment repays the exact balance and used
    // to exceed the 1.269,89 € payment by about 1e-7 €, which put the "peak" in year 30.
    const cases: [number, number, number][] = [
      [123456.78, 30, 12],
      [777777, 25, 6.25],
      [777777, 30, 12],
    ];
    for (const [loanAmount, loanTermYears, rate] of cases) {
      for (const rateType of ['fixed', 'variable'] as const) {
        const schedule = loanSchedule({
          ...RATE_DEFAULTS,
          rateType,
          interestRate: rate,
          euribor: rate - RATE_DEFAULTS.spread,
          loanAmount,
          loanTermYears,
        });
        expect([rateType, schedule.peakYear]).toEqual([rateType, 1]);
        expect(schedule.peakPayment).toBe(schedule.firstPayment);
      }
    }
  });
});
