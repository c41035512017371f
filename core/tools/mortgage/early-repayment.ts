// Early repayment (amortización anticipada): "reducir cuota" vs "reducir plazo" and the Ley 5/2019 fee caps.
import { formatEuros, formatEurosCents } from '../../format';
import { round2 } from '../../round';
import { fixedPeriodYears, type RateTerms } from './rate-path';
import { loanSchedule, type ExtraPayment, type LoanTerms, type RepaymentMode } from './schedule';

/**
 * The two options Ley 5/2019, art. 23.5, gives a variable-rate contract (it must choose one):
 * up to 0.25 % of the amount repaid in the first 3 years, or up to 0.15 % in the first 5.
 */
export type VariableFeeOption = 'first3Years' | 'first5Years';

/**
 * Caps in percent of the amount repaid, Ley 5/2019, art. 23 (loans signed from 16 June 2019):
 * variable rate, 23.5 a) and b); fixed rate, 23.6 a) 2 % in the first 10 years and b) 1.5 % after.
 * Sources: https://www.iberley.es/temas/el-reembolso-anticipado-los-contratos-credito-inmobiliario-62893 ,
 * https://www.hayderecho.com/2019/06/12/la-amortizacion-anticipada-del-prestamo-hipotecario-en-la-ley-de-credito-inmobiliario/
 */
export const FEE_CAPS = {
  first3Years: { percent: 0.25, months: 36 },
  first5Years: { percent: 0.15, months: 60 },
  fixedFirst10Years: { percent: 2, months: 120 },
  fixedAfter: { percent: 1.5 },
} as const;

export interface FeeTerms {
  /** Variable (and the variable years of mixed) loans: the option the contract chose. Default 5 years. */
  variableOption?: VariableFeeOption;
  /** The fee the contract sets, in percent, when it is below the legal cap. */
  contractPercent?: number;
  /** The bank's financial loss from this repayment, when known: the fee never exceeds it. */
  financialLoss?: number;
}

export interface CompensationFee {
  /** Percent of the amount repaid that applies (the cap, or the contract's lower figure). */
  percent: number;
  fee: number;
  /** True when no financial loss was given: the fee is the most the bank may charge. */
  isMaximum: boolean;
}

const finite = (value: number | undefined): number | undefined =>
  value !== undefined && Number.isFinite(value) ? value : undefined;

/**
 * Legal cap, in percent of the amount repaid, for a repayment made with instalment `month`
 * (1 = first month after signing). Mixed loans: the law names only fixed and variable contracts;
 * the engine applies the fixed-rate caps during the fixed years and the variable ones after
 * (counted from signing, so usually 0 by then), since the bank carries a fixed-rate risk only
 * during the fixed years. This is the engine's reading, not the law's text: check the contract.
 * @example compensationCapPercent({ rateType: 'fixed', fixedYears: 0 }, 12) // 2
 * @example compensationCapPercent({ rateType: 'variable', fixedYears: 0 }, 40, 'first3Years') // 0
 */
export function compensationCapPercent(
  terms: Pick<RateTerms, 'rateType' | 'fixedYears'>,
  month: number,
  option: VariableFeeOption = 'first5Years',
): number {
  const fixedMonths =
    terms.rateType === 'fixed' ? Number.POSITIVE_INFINITY : fixedPeriodYears(terms) * 12;
  if (month <= fixedMonths) {
    return month <= FEE_CAPS.fixedFirst10Years.months
      ? FEE_CAPS.fixedFirst10Years.percent
      : FEE_CAPS.fixedAfter.percent;
  }
  const cap = FEE_CAPS[option];
  return month <= cap.months ? cap.percent : 0;
}

/**
 * The compensation fee on `amount` repaid with instalment `month`: the contract's percentage, no
 * more than the legal cap, and never above the bank's financial loss when that is known.
 * @example compensationFee(20000, 12, { rateType: 'fixed', fixedYears: 0 }) // { percent: 2, fee: 400, isMaximum: true }
 * @example compensationFee(20000, 12, { rateType: 'fixed', fixedYears: 0 }, { financialLoss: 150 }) // fee 150
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

/**
 * The same extra amount paid with the last instalment of each loan year, from `firstYear` to
 * `lastYear` (both included).
 * @example yearlyExtraPayments(3000, 1, 3) // [{ month: 12, amount: 3000 }, { month: 24, ... }, { month: 36, ... }]
 */
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
  /** The instalment right after the first extra repayment (unchanged when reducing the term). */
  paymentAfter: number;
  /** Fees on the amounts actually applied (an extra larger than the balance only repays the balance). */
  fees: number;
  /** Interest saved minus fees. */
  netSaving: number;
}

export interface EarlyRepaymentResult {
  firstPayment: number;
  baseInterest: number;
  baseMonths: number;
  cuota: EarlyRepaymentOutcome;
  plazo: EarlyRepaymentOutcome;
  /** Whether the fees are the legal maximum (no financial loss given). */
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
 * Early repayment both ways: reducing the payment ("reducir cuota": same end date, lower payment
 * from the next month) and reducing the term ("reducir plazo": same payment, earlier end), with
 * the interest saved against the loan without extras, and the compensation fee of each extra.
 * Worked example (early-repayment.test.ts): 100,000 € at 3 % over 10 years (965.61 € a month),
 * 20,000 € extra with the 12th instalment: "cuota" lowers the payment to 754.07 € and saves
 * 2,846.19 € of interest; "plazo" ends 26 months sooner and saves 5,372.12 €; fixed-rate fee at
 * most 2 % = 400 €.
 * @example compareEarlyRepayment(terms, [{ month: 12, amount: 20000 }]).plazo // { interestSaved: 5372.12, monthsSaved: 26, fees: 400, ... }
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
