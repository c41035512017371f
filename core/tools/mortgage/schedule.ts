// Month-by-month schedule of a fixed, variable or mixed mortgage: yearly reviews and extra repayments.
import { paymentCount } from './engine';
import { round, round2 } from '../../round';
import { REVIEW_MONTHS, fixedPeriodYears, rateForYear, type RateTerms } from './rate-path';

/** "Reducir cuota" lowers the monthly payment, "reducir plazo" the term. */
export type RepaymentMode = 'cuota' | 'plazo';

export interface ExtraPayment {
  /** 1 = paid with the first instalment. */
  month: number;
  amount: number;
}

export interface LoanTerms extends RateTerms {
  loanAmount: number;
  loanTermYears: number;
}

export interface ScheduleOptions {
  extraPayments?: readonly ExtraPayment[];
  mode?: RepaymentMode;
}

/** One month or one loan year (`period` 1 = first), in euros. */
export interface ScheduleRow {
  period: number;
  /** Percent; a year row shows its first month's. */
  rate: number;
  /** Interest + principal, without extra repayments. */
  payment: number;
  interest: number;
  principal: number;
  extra: number;
  balance: number;
}

/** A month from which a new instalment applies: the first one, a rate review, a "reducir cuota". */
export interface PaymentReset {
  month: number;
  year: number;
  rate: number;
  payment: number;
}

export interface LoanSchedule {
  months: ScheduleRow[];
  years: ScheduleRow[];
  firstPayment: number;
  /** A mixed loan's first variable instalment; null for other types. */
  paymentAfterFixed: number | null;
  resets: PaymentReset[];
  peakPayment: number;
  peakYear: number;
  totalInterest: number;
  totalExtra: number;
  totalPayment: number;
  monthsToRepay: number;
}

interface ExactRow {
  rate: number;
  payment: number;
  interest: number;
  extra: number;
  balance: number;
}

const finite = (value: number): number => (Number.isFinite(value) ? value : 0);
/** Below a millionth of a cent a balance is rounding noise, not money owed. */
const DUST = 1e-8;

/**
 * The French instalment a Spanish bank recomputes at each review, unrounded; balance / months at 0 %.
 * @example frenchPayment(200000, 3.5, 300) // 1001.247...
 */
export function frenchPayment(balance: number, annualRatePct: number, months: number): number {
  if (!(balance > 0) || !(months >= 1)) return 0;
  const rate = Math.max(0, finite(annualRatePct)) / 1200;
  if (rate === 0) return balance / months;
  // 1 - (1 + r)^-n through expm1/log1p keeps precision for small rates.
  return (balance * rate) / -Math.expm1(-months * Math.log1p(rate));
}

/**
 * The new term of a "reducir plazo": n = -ln(1 - r·B / A) / ln(1 + r), rounded up.
 * @example instalmentsToRepay(100000, 3, 1000) // 116
 */
export function instalmentsToRepay(
  balance: number,
  annualRatePct: number,
  payment: number,
): number {
  if (!(balance > DUST)) return 0;
  if (!(payment > 0)) return Number.POSITIVE_INFINITY;
  const rate = Math.max(0, finite(annualRatePct)) / 1200;
  const exact =
    rate === 0
      ? balance / payment
      : -Math.log1p(-Math.min(1, (rate * balance) / payment)) / Math.log1p(rate);
  // A hair of tolerance so 120.0000000001 months is 120, not 121.
  return Math.max(1, Math.ceil(exact - 1e-9));
}

function extrasByMonth(extras: readonly ExtraPayment[] | undefined): Map<number, number> {
  const byMonth = new Map<number, number>();
  for (const { month, amount } of extras ?? []) {
    if (!Number.isFinite(month) || !(amount > 0)) continue;
    const key = Math.max(1, Math.round(month));
    byMonth.set(key, (byMonth.get(key) ?? 0) + amount);
  }
  return byMonth;
}

function simulate(
  terms: LoanTerms,
  options: ScheduleOptions,
): { rows: ExactRow[]; resets: PaymentReset[] } {
  const rows: ExactRow[] = [];
  const resets: PaymentReset[] = [];
  let balance = Math.max(0, finite(terms.loanAmount));
  let end = paymentCount(terms.loanTermYears);
  const extras = extrasByMonth(options.extraPayments);
  const reduceTerm = (options.mode ?? 'plazo') === 'plazo';
  let rate = Number.NaN;
  let payment = 0;
  const reset = (month: number): void => {
    const entry = { month, year: Math.ceil(month / 12), rate, payment };
    if (resets.at(-1)?.month === month) resets[resets.length - 1] = entry;
    else resets.push(entry);
  };

  for (let month = 1; month <= end && balance > 0; month += 1) {
    if ((month - 1) % REVIEW_MONTHS === 0) {
      const reviewed = rateForYear(terms, Math.ceil(month / 12));
      // An unchanged rate gives the same payment; recomputing would only add rounding noise.
      if (reviewed !== rate) {
        rate = reviewed;
        payment = frenchPayment(balance, rate, end - month + 1);
        reset(month);
      }
    }
    const interest = balance * (rate / 1200);
    const principal = month === end ? balance : Math.min(balance, payment - interest);
    balance -= principal;
    const extra = Math.min(balance, extras.get(month) ?? 0);
    balance -= extra;
    if (balance < DUST) balance = 0;
    rows.push({ rate, payment: principal + interest, interest, extra, balance });
    if (extra > 0 && balance > 0) {
      if (reduceTerm) {
        end = month + instalmentsToRepay(balance, rate, payment);
      } else {
        payment = frenchPayment(balance, rate, end - month);
        reset(month + 1);
      }
    }
  }
  return { rows, resets };
}

const toCents = (euros: number): number => Math.round(round2(euros) * 100);

/** Rounded at the edge: each row is the difference of rounded running totals, so columns add up. */
function centsRows(rows: readonly ExactRow[], loan: number): ScheduleRow[] {
  let interestSum = 0;
  let extraSum = 0;
  let previous = { interest: 0, extra: 0, balance: toCents(loan) };
  return rows.map((row, index) => {
    interestSum += row.interest;
    extraSum += row.extra;
    const current = {
      interest: Math.max(previous.interest, toCents(interestSum)),
      extra: Math.max(previous.extra, toCents(extraSum)),
      balance: Math.min(previous.balance, toCents(row.balance)),
    };
    const interest = current.interest - previous.interest;
    const extra = current.extra - previous.extra;
    const principal = previous.balance - current.balance - extra;
    previous = current;
    return {
      period: index + 1,
      rate: row.rate,
      payment: principal + interest,
      interest,
      principal,
      extra,
      balance: current.balance,
    };
  });
}

function yearRows(months: readonly ScheduleRow[]): ScheduleRow[] {
  const years: ScheduleRow[] = [];
  for (const month of months) {
    const period = Math.ceil(month.period / 12);
    const year = years.at(-1);
    if (year && year.period === period) {
      year.payment += month.payment;
      year.interest += month.interest;
      year.principal += month.principal;
      year.extra += month.extra;
      year.balance = month.balance;
    } else {
      years.push({ ...month, period });
    }
  }
  return years;
}

const inEuros = (row: ScheduleRow): ScheduleRow => ({
  ...row,
  rate: round(row.rate, 3),
  payment: row.payment / 100,
  interest: row.interest / 100,
  principal: row.principal / 100,
  extra: row.extra / 100,
  balance: row.balance / 100,
});

export type LoanSummary = Omit<LoanSchedule, 'months' | 'years'>;

function runLoan(
  terms: LoanTerms,
  options: ScheduleOptions,
): { cents: ScheduleRow[]; summary: LoanSummary } {
  const { rows, resets } = simulate(terms, options);
  const loan = rows.length > 0 ? Math.max(0, finite(terms.loanAmount)) : 0;
  const cents = centsRows(rows, loan);
  const afterFixed = fixedPeriodYears(terms) * 12;
  let peak = 0;
  // The last instalment repays the exact balance and can pass the constant payment by float noise.
  rows.forEach((row, index) => {
    if (row.payment > (rows[peak]?.payment ?? 0) + 0.005) peak = index;
  });
  const sum = (key: 'interest' | 'extra' | 'payment'): number =>
    cents.reduce((total, row) => total + row[key], 0);
  return {
    cents,
    summary: {
      firstPayment: round2(rows[0]?.payment ?? 0),
      paymentAfterFixed:
        terms.rateType === 'mixed' && afterFixed > 0 && rows[afterFixed]
          ? round2(rows[afterFixed].payment)
          : null,
      resets: resets.map((entry) => ({ ...entry, payment: round2(entry.payment) })),
      peakPayment: round2(rows[peak]?.payment ?? 0),
      peakYear: rows.length > 0 ? Math.ceil((peak + 1) / 12) : 0,
      totalInterest: sum('interest') / 100,
      totalExtra: sum('extra') / 100,
      totalPayment: (sum('payment') + sum('extra')) / 100,
      monthsToRepay: rows.length,
    },
  };
}

/**
 * The schedule as a Spanish bank runs it: the rate reviewed every 12 months (after a mixed loan's
 * fixed years), the payment recomputed on the balance and months left when it changes; an extra
 * repayment shortens the term ("plazo") or lowers the payment ("cuota"). Example: schedule.test.ts.
 */
export function loanSchedule(terms: LoanTerms, options: ScheduleOptions = {}): LoanSchedule {
  const { cents, summary } = runLoan(terms, options);
  return { months: cents.map(inEuros), years: yearRows(cents).map(inEuros), ...summary };
}

/** `loanSchedule` without its rows (the stress rows and Euríbor paths run a dozen per keystroke). */
export function loanSummary(terms: LoanTerms, options: ScheduleOptions = {}): LoanSummary {
  return runLoan(terms, options).summary;
}
