// Early repayment: "reducir cuota" against "reducir plazo", and the Ley 5/2019 fee caps.
import { formatEuros, formatEurosCents } from '../../format';
import { round2 } from '../../round';
import { compensationCapPercent, type VariableFeeOption } from './fee-caps';
import type { RateTerms } from './rate-path';
import { loanSchedule, type ExtraPayment, type LoanTerms, type RepaymentMode } from './schedule';

export { FEE_CAPS, compensationCapPercent, type VariableFeeOption } from './fee-caps';

export interface FeeTerms {
  /** Default: 5 years. */
  variableOption?: VariableFeeOption;
  /** The contract's fee when below the legal cap. */
  contractPercent?: number;
  /** When known, the fee never exceeds it. */
  financialLoss?: number;
}

export interface CompensationFee {
  percent: number;
  fee: number;
  /** No financial loss given: the fee is the most the bank may charge. */
  isMaximum: boolean;
}

const finite = (value: number | undefined): number | undefined =>
  value !== undefined && Number.isFinite(value) ? value : undefined;

/**
 * The contract's percentage on `amount`, capped by law and by the bank's loss when known.
 * @example compensationFee(20000, 12, { rateType: 'fixed', fixedYears: 0 }) // { percent: 2, fee: 400, isMaximum: true }
 */
export function compensationFee(
  amount: number,
  month: number,
  terms: Pick<RateTerms, 'rateType' | 'fixedYears'>,
  feeTerms: FeeTerms = {},
): CompensationFee {
  const cap = compensationCapPercent(terms, month, feeTerms.variableOption);
  const agreed = finite(feeTerms.contractPercent);
  const percent = agreed === undefined ? cap : Math.min(cap, Math.max(0, agreed));
  const loss = finite(feeTerms.financialLoss);
  const byPercent = (Math.max(0, finite(amount) ?? 0) * percent) / 100;
  return {
    percent,
    fee: round2(loss === undefined ? byPercent : Math.min(byPercent, Math.max(0, loss))),
    isMaximum: loss === undefined,
  };
}

/** The same extra with the last instalment of each loan year, `firstYear` to `lastYear` inclusive. */
export function yearlyExtraPayments(
  amount: number,
  firstYear: number,
  lastYear: number,
): ExtraPayment[] {
  const first = Math.max(1, Math.floor(firstYear));
  const last = Math.min(100, Math.floor(lastYear));
  const payments: ExtraPayment[] = [];
  for (let year = first; year <= last; year += 1) payments.push({ month: year * 12, amount });
  return payments;
}

export interface EarlyRepaymentOutcome {
  mode: RepaymentMode;
  totalInterest: number;
  interestSaved: number;
  monthsToRepay: number;
  monthsSaved: number;
  /** Unchanged when reducing the term. */
  paymentAfter: number;
  /** On the amounts applied (an extra above the balance only repays the balance). */
  fees: number;
  netSaving: number;
}

export interface EarlyRepaymentResult {
  firstPayment: number;
  baseInterest: number;
  baseMonths: number;
  cuota: EarlyRepaymentOutcome;
  plazo: EarlyRepaymentOutcome;
  feesAreMaximum: boolean;
  verdict: string;
}

function outcome(
  terms: LoanTerms,
  extraPayments: readonly ExtraPayment[],
  mode: RepaymentMode,
  feeTerms: FeeTerms,
  base: { interest: number; months: number },
): EarlyRepaymentOutcome {
  const schedule = loanSchedule(terms, { extraPayments, mode });
  const extraRows = schedule.months.filter((row) => row.extra > 0);
  // The loss given is for the whole operation, so it caps the sum of the fees, not each one.
  const rawFees = extraRows.reduce(
    (total, row) =>
      total +
      compensationFee(row.extra, row.period, terms, { ...feeTerms, financialLoss: undefined }).fee,
    0,
  );
  const loss = finite(feeTerms.financialLoss);
  const fees = round2(loss === undefined ? rawFees : Math.min(rawFees, Math.max(0, loss)));
  const first = extraRows[0];
  const next = first ? schedule.months[first.period] : undefined;
  const interestSaved = round2(base.interest - schedule.totalInterest);
  return {
    mode,
    totalInterest: schedule.totalInterest,
    interestSaved,
    monthsToRepay: schedule.monthsToRepay,
    monthsSaved: base.months - schedule.monthsToRepay,
    paymentAfter: next?.payment ?? 0,
    fees,
    netSaving: round2(interestSaved - fees),
  };
}

/**
 * "Reducir cuota" (same end, lower payment) against "reducir plazo" (same payment, earlier end):
 * interest saved against the loan without extras, and each extra's fee. Example: the test file.
 */
export function compareEarlyRepayment(
  terms: LoanTerms,
  extraPayments: readonly ExtraPayment[],
  feeTerms: FeeTerms = {},
): EarlyRepaymentResult {
  const plain = loanSchedule(terms);
  const base = { interest: plain.totalInterest, months: plain.monthsToRepay };
  const cuota = outcome(terms, extraPayments, 'cuota', feeTerms, base);
  const plazo = outcome(terms, extraPayments, 'plazo', feeTerms, base);
  const feesAreMaximum = finite(feeTerms.financialLoss) === undefined;
  const feeText =
    plazo.fees > 0
      ? ` Comisión ${feesAreMaximum ? 'máxima ' : ''}por amortizar: ${formatEuros(plazo.fees)}.`
      : ' Sin comisión por amortizar.';
  const verdict =
    plazo.interestSaved <= 0 && cuota.interestSaved <= 0
      ? 'Sin amortizaciones anticipadas no hay intereses que ahorrar.'
      : `Reducir plazo ahorra ${formatEuros(plazo.interestSaved)} de intereses y terminas ${plazo.monthsSaved} meses antes; reducir cuota ahorra ${formatEuros(cuota.interestSaved)} y la cuota baja a ${formatEurosCents(cuota.paymentAfter)}.${feeText}`;
  return {
    firstPayment: plain.firstPayment,
    baseInterest: base.interest,
    baseMonths: base.months,
    cuota,
    plazo,
    feesAreMaximum,
    verdict,
  };
}
