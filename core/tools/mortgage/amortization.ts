// Amortisation tables of a French loan, month by month and year by year, rounded so columns add up.
import { monthlyPayment, monthlyRate, paymentCount, type MortgageInput } from './engine';
import { round2 } from '../../round';

export interface AmortizationRow {
  /** Month number (1 = first payment) in `months`; year number (1 = first year) in `years`. */
  period: number;
  payment: number;
  interest: number;
  principal: number;
  /** Outstanding balance after the period's payments. */
  balance: number;
}

export interface AmortizationSchedule {
  months: AmortizationRow[];
  years: AmortizationRow[];
}

/** A row in whole cents while the table is built; converted to euros at the edge. */
type CentsRow = AmortizationRow;

const toCents = (euros: number): number => Math.round(round2(euros) * 100);

function rowInEuros(row: CentsRow): AmortizationRow {
  return {
    period: row.period,
    payment: row.payment / 100,
    interest: row.interest / 100,
    principal: row.principal / 100,
    balance: row.balance / 100,
  };
}

/** The exact (unrounded) schedule: balance after k payments and interest paid up to k, k = 0..n. */
interface ExactSchedule {
  count: number;
  payment: number;
  balance: (k: number) => number;
  cumulativeInterest: (k: number) => number;
}

function exactSchedule(principal: number, annualRatePct: number, years: number): ExactSchedule {
  const payment = monthlyPayment(principal, annualRatePct, years);
  const count = paymentCount(years);
  const logGrowth = Math.log1p(monthlyRate(annualRatePct));
  const growthToEnd = Math.expm1(count * logGrowth);
  // Closed form B_k = P (G^n - G^k) / (G^n - 1), G = 1 + r: no drift from iterating, B_n = 0.
  const balance = (k: number): number => {
    if (k >= count) return 0;
    if (logGrowth === 0) return (principal * (count - k)) / count;
    return (principal * (growthToEnd - Math.expm1(k * logGrowth))) / growthToEnd;
  };
  // Paid minus repaid; at k = n this is the same expression as calculateMortgage's total interest.
  const cumulativeInterest = (k: number): number => payment * k - (principal - balance(k));
  return { count, payment, balance, cumulativeInterest };
}

/** Cents of interest in each month: the exact running total rounded, so the rows add up. */
function interestCents(exact: ExactSchedule): number[] {
  const rows: number[] = [];
  let previous = 0;
  for (let k = 1; k <= exact.count; k += 1) {
    const running = Math.max(previous, toCents(exact.cumulativeInterest(k)));
    rows.push(running - previous);
    previous = running;
  }
  return rows;
}

/** The bank's way: the quoted payment every month, the last one settling what is left. */
function constantPaymentRows(exact: ExactSchedule, principal: number): CentsRow[] {
  const payment = toCents(exact.payment);
  let balance = toCents(principal);
  return interestCents(exact).map((interest, index) => {
    const last = index === exact.count - 1;
    const principalPart = last ? balance : payment - interest;
    balance -= principalPart;
    return {
      period: index + 1,
      payment: principalPart + interest,
      interest,
      principal: principalPart,
      balance,
    };
  });
}

/** Each exact balance rounded to cents: always valid, though a payment may vary by a cent or two. */
function roundedBalanceRows(exact: ExactSchedule, principal: number): CentsRow[] {
  let previous = toCents(principal);
  return interestCents(exact).map((interest, index) => {
    const balance = Math.min(previous, toCents(exact.balance(index + 1)));
    const principalPart = previous - balance;
    previous = balance;
    return {
      period: index + 1,
      payment: principalPart + interest,
      interest,
      principal: principalPart,
      balance,
    };
  });
}

function yearRows(months: readonly CentsRow[]): CentsRow[] {
  const years: CentsRow[] = [];
  for (const month of months) {
    const period = Math.ceil(month.period / 12);
    const year = years[years.length - 1];
    if (year && year.period === period) {
      year.payment += month.payment;
      year.interest += month.interest;
      year.principal += month.principal;
      year.balance = month.balance;
    } else {
      years.push({ ...month, period });
    }
  }
  return years;
}

/**
 * Month-by-month and year-by-year amortisation of a French loan, in euros and cents.
 * The exact schedule is rounded at the edge so that the columns add up: every month pays the
 * quoted monthly payment and the last one absorbs the rounding, so the balance ends at exactly 0;
 * interest is the exact running total rounded to cents (0 throughout at a zero rate); payments sum
 * to `calculateMortgage`'s totalPayment, principal parts to the loan.
 * For loans so small that a whole-cent payment would overshoot (principal parts under a cent, or
 * payments of a few euros over decades) the balance column is the exact balance rounded instead,
 * so no row ever shows a negative amount; the payments then vary by a cent or two.
 * A loan of 0 or a term of 0 has no rows.
 * @example
 * amortizationSchedule({ loanAmount: 200000, interestRate: 3.5, loanTermYears: 25 }).months[0]
 * // { period: 1, payment: 1001.25, interest: 583.33, principal: 417.92, balance: 199582.08 }
 */
export function amortizationSchedule(
  input: Pick<MortgageInput, 'loanAmount' | 'interestRate' | 'loanTermYears'>,
): AmortizationSchedule {
  const exact = exactSchedule(input.loanAmount, input.interestRate, input.loanTermYears);
  if (exact.payment === 0) return { months: [], years: [] };
  let months = constantPaymentRows(exact, input.loanAmount);
  if (months.some((row) => row.principal < 0 || row.balance < 0)) {
    months = roundedBalanceRows(exact, input.loanAmount);
  }
  return { months: months.map(rowInEuros), years: yearRows(months).map(rowInEuros) };
}
