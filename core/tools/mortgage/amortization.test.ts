import fc from 'fast-check';
import { amortizationSchedule, type AmortizationRow } from './amortization';
import { MORTGAGE_DEFAULTS, calculateMortgage } from './engine';

const sum = (rows: readonly AmortizationRow[], key: 'payment' | 'interest' | 'principal'): number =>
  rows.reduce((total, row) => total + Math.round(row[key] * 100), 0) / 100;

/** Loans the forms accept: 1 euro to 2 million in cents, 0 to 20 %, 1 to 50 years. */
const loanArb = fc.record({
  loanAmount: fc.integer({ min: 100, max: 200_000_000 }).map((cents) => cents / 100),
  interestRate: fc.integer({ min: 0, max: 2000 }).map((hundredths) => hundredths / 100),
  loanTermYears: fc.integer({ min: 1, max: 50 }),
});

describe('amortizationSchedule', () => {
  it('splits the first payment of the defaults into interest and principal', () => {
    // Payment 1001.25; interest of month 1: 200000 * 0.035 / 12 = 583.33;
    // principal 1001.25 - 583.33 = 417.92; balance 200000 - 417.92 = 199582.08.
    expect(amortizationSchedule(MORTGAGE_DEFAULTS).months[0]).toEqual({
      period: 1,
      payment: 1001.25,
      interest: 583.33,
      principal: 417.92,
      balance: 199582.08,
    });
  });
  it('charges the quoted payment every month and settles the rounding in the last one', () => {
    // The quoted 1001.25 is 0.00286 above the exact 1001.24714, so 299 payments overpay about
    // 0.86 euros (less the interest that saves) and the last payment is about that much lower.
    const { months } = amortizationSchedule(MORTGAGE_DEFAULTS);
    expect(months.slice(0, -1).every((row) => row.payment === 1001.25)).toBe(true);
    const last = months.at(-1);
    expect(last?.payment).toBeLessThan(1001.25);
    expect(last?.payment).toBeGreaterThan(1001.25 - 1);
    expect(last?.principal).toBe(months.at(-2)?.balance);
  });
  it('has one row per month and per year, the last balance exactly 0', () => {
    const { months, years } = amortizationSchedule(MORTGAGE_DEFAULTS);
    expect(months).toHaveLength(300);
    expect(years).toHaveLength(25);
    expect(months.at(-1)?.balance).toBe(0);
    expect(years.at(-1)?.balance).toBe(0);
    expect(months.map((m) => m.period)).toEqual(Array.from({ length: 300 }, (_, i) => i + 1));
  });
  it('adds up to the totals of calculateMortgage for the defaults', () => {
    const { months, years } = amortizationSchedule(MORTGAGE_DEFAULTS);
    const totals = calculateMortgage(MORTGAGE_DEFAULTS);
    expect(sum(months, 'payment')).toBeCloseTo(totals.totalPayment, 2);
    expect(sum(months, 'interest')).toBe(totals.totalInterest);
    expect(sum(months, 'principal')).toBe(200000);
    expect(sum(years, 'payment')).toBe(sum(months, 'payment'));
  });
  it('rounds the balance instead when whole-cent payments would overshoot a tiny loan', () => {
    // 10 euros at 0 % over 50 years: 0.016667 a month is quoted as 0.02, and 599 payments of
    // 0.02 (11.98) would repay more than was borrowed, so each balance is the exact one rounded.
    const { months } = amortizationSchedule({ loanAmount: 10, interestRate: 0, loanTermYears: 50 });
    expect(months).toHaveLength(600);
    expect(months[0]).toEqual({
      period: 1,
      payment: 0.02,
      interest: 0,
      principal: 0.02,
      balance: 9.98,
    });
    expect(months[1]?.payment).toBe(0.01);
    expect(sum(months, 'payment')).toBe(10);
    expect(months.every((row) => row.balance >= 0 && row.principal >= 0)).toBe(true);
  });
  it('sums a year of months in each year row', () => {
    const { months, years } = amortizationSchedule(MORTGAGE_DEFAULTS);
    expect(years[0]?.interest).toBe(sum(months.slice(0, 12), 'interest'));
    expect(years[0]?.principal).toBe(sum(months.slice(0, 12), 'principal'));
    expect(years[0]?.balance).toBe(months[11]?.balance);
  });
  it('charges no interest at all on a zero-rate loan', () => {
    const { months } = amortizationSchedule({
      loanAmount: 1000,
      interestRate: 0,
      loanTermYears: 50,
    });
    expect(months).toHaveLength(600);
    expect(months.every((m) => m.interest === 0)).toBe(true);
    expect(sum(months, 'principal')).toBe(1000);
    expect(months.at(-1)?.balance).toBe(0);
  });
  it('closes a partial last year in its own year row', () => {
    const { months, years } = amortizationSchedule({
      loanAmount: 18000,
      interestRate: 0,
      loanTermYears: 1.5,
    });
    expect(months).toHaveLength(18);
    expect(years.map((y) => y.principal)).toEqual([12000, 6000]);
  });
  it('has no rows when there is no loan or no term', () => {
    expect(amortizationSchedule({ ...MORTGAGE_DEFAULTS, loanAmount: 0 })).toEqual({
      months: [],
      years: [],
    });
    expect(amortizationSchedule({ ...MORTGAGE_DEFAULTS, loanTermYears: 0 })).toEqual({
      months: [],
      years: [],
    });
  });
  it('has payments that sum to totalPayment and principal parts that sum to the loan', () => {
    fc.assert(
      fc.property(loanArb, (loan) => {
        const { months, years } = amortizationSchedule(loan);
        const totals = calculateMortgage({ ...loan, monthlyIncome: 1 });
        expect(Math.abs(sum(months, 'payment') - totals.totalPayment)).toBeLessThanOrEqual(0.011);
        expect(sum(months, 'principal')).toBeCloseTo(loan.loanAmount, 2);
        expect(sum(years, 'interest')).toBeCloseTo(totals.totalInterest, 2);
      }),
      { numRuns: 200 },
    );
  });
  it('never shows a negative balance, interest or principal, and ends at exactly 0', () => {
    fc.assert(
      fc.property(loanArb, (loan) => {
        const { months } = amortizationSchedule(loan);
        let previous = loan.loanAmount;
        for (const row of months) {
          expect(row.balance).toBeGreaterThanOrEqual(0);
          expect(row.balance).toBeLessThanOrEqual(previous);
          expect(row.interest).toBeGreaterThanOrEqual(0);
          expect(row.principal).toBeGreaterThanOrEqual(0);
          previous = row.balance;
        }
        expect(months.at(-1)?.balance).toBe(0);
      }),
      { numRuns: 200 },
    );
  });
});
