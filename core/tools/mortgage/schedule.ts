// Month-by-month schedule of a fixed, variable or mixed mortgage: yearly reviews and extra repayments.
import { paymentCount } from './engine';
import { round, round2 } from '../../round';
import { REVIEW_MONTHS, fixedPeriodYears, rateForYear, type RateTerms } from './rate-path';

/** What an extra repayment lowers: the monthly payment ("reducir cuota") or the term ("reducir plazo"). */
export type RepaymentMode = 'cuota' | 'plazo';

export interface ExtraPayment {
  /** Month whose instalment the extra is paid with (1 = with the first instalment). */
  month: number;
  amount: number;
}

export interface LoanTerms extends RateTerms {
  loanAmount: number;
  loanTermYears: number;
}

export interface ScheduleOptions {
  extraPayments?: readonly ExtraPayment[];
  /** Default 'plazo'. */
  mode?: RepaymentMode;
}

/** One month (`period` 1 = first instalment) or one loan year (`period` 1 = first year), in euros. */
export interface ScheduleRow {
  period: number;
  /** Nominal annual rate in percent that applied (of the first month, in a year row). */
  rate: number;
  /** Instalment: interest + principal. Extra repayments are not part of it. */
  payment: number;
  interest: number;
  principal: number;
  extra: number;
  /** Outstanding balance after the period. */
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
  /** The first instalment. */
  firstPayment: number;
  /** A mixed loan's first instalment at the variable rate; null for other types or if repaid before. */
  paymentAfterFixed: number | null;
  resets: PaymentReset[];
  /** The highest instalment and the loan year it is first paid in. */
  peakPayment: number;
  peakYear: number;
  totalInterest: number;
  totalExtra: number;
  /** Instalments plus extra repayments: always the loan plus the interest. */
  totalPayment: number;
  /** Instalments actually paid: fewer than the term when extra repayments shorten it. */
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
 * French (constant) instalment that repays `balance` in `months` at `annualRatePct`, unrounded.
 * It is what a Spanish bank recomputes at each review, on the outstanding balance and the months
 * left. 0 with nothing to repay; balance / months at a zero rate.
 * @example frenchPayment(200000, 3.5, 300) // 1001.247... (r = 0.035 / 12)
 */
export function frenchPayment(balance: number, annualRatePct: number, months: number): number {
  if (!(balance > 0) || !(months >= 1)) return 0;
  const rate = Math.max(0, finite(annualRatePct)) / 1200;
  if (rate === 0) return balance / months;
  // 1 - (1 + r)^-n through expm1/log1p keeps precision for small rates.
  return (balance * rate) / -Math.expm1(-months * Math.log1p(rate));
}

/**
 * Whole instalments of `payment` needed to repay `balance` (the last one smaller): the new term
 * of a "reducir plazo". n = -ln(1 - r·B / A) / ln(1 + r), rounded up.
 * @example instalmentsToRepay(100000, 3, 1000) // 116 (n = 115.2: 115 full payments and a smaller one)
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

/** The exact schedule: full precision, no rounding. */
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

/**
 * Rounded at the edge: interest, extras and balance are their exact running totals rounded to
 * cents, and each row takes the difference, so the columns add up to the cent while no figure is
 * more than a cent from the exact one.
 */
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

/** What a schedule shows besides its rows: its payments, their peak and its totals. */
export type LoanSummary = Omit<LoanSchedule, 'months' | 'years'>;

/** The schedule's rows in cents and its summary. */
function runLoan(
  terms: LoanTerms,
  options: ScheduleOptions,
): { cents: ScheduleRow[]; summary: LoanSummary } {
  const { rows, resets } = simulate(terms, options);
  const loan = rows.length > 0 ? Math.max(0, finite(terms.loanAmount)) : 0;
  const cents = centsRows(rows, loan);
  const afterFixed = fixedPeriodYears(terms) * 12;
  let peak = 0;
  // Half a cent of tolerance: the last instalment repays the exact balance and can exceed the
  // constant payment by floating-point noise (1e-7 €), which made a fixed loan "peak" in its last year.
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
 * The whole schedule of a fixed, variable or mixed loan, as a Spanish bank runs it: the rate is
 * reviewed every 12 months (from the end of the fixed years in a mixed loan), and whenever it
 * changes the French payment is recomputed on the outstanding balance over the months left. An
 * extra repayment either keeps the payment and shortens the term ("plazo") or keeps the term and
 * lowers the payment from the next month ("cuota"). Money is rounded to cents at the edge.
 * Worked example (see schedule.test.ts): 200,000 € over 25 years, mixed, 2.5 % for 5 years then
 * Euríbor 2.2 + 0.8 = 3 %: first payment 897.23 €, balance after 60 payments 169,320.36 €,
 * then 939.05 € (169,320.36 € over 240 months at 3 %).
 * @example loanSchedule({ loanAmount: 200000, loanTermYears: 25, rateType: 'fixed', interestRate: 3.5, fixedYears: 0, euribor: 2.2, spread: 0.8 }).firstPayment // 1001.25
 */
export function loanSchedule(terms: LoanTerms, options: ScheduleOptions = {}): LoanSchedule {
  const { cents, summary } = runLoan(terms, options);
  return { months: cents.map(inEuros), years: yearRows(cents).map(inEuros), ...summary };
}

/**
 * `loanSchedule` without its rows, for what only shows a loan's payments and totals (the stress
 * rows and the Euríbor paths: a dozen schedules a keystroke on the mortgage page). The same
 * figures, to the cent.
 * @example loanSummary(terms).totalPayment === loanSchedule(terms).totalPayment // true
 */
export function loanSummary(terms: LoanTerms, options: ScheduleOptions = {}): LoanSummary {
  return runLoan(terms, options).summary;
}
