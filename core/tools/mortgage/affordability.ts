// Affordability as Spanish banks judge it: payment ratio on net income, LTV, deposit and costs.
import { formatEuros, formatEurosCents, formatPercent } from '../../format';
import { round2 } from '../../round';
import type { CommunityCode } from '../../tax/communities';
import { calculatePurchaseCosts, type PropertyType } from '../../tax/purchase-costs';
import { rateForYear } from './rate-path';
import { frenchPayment, loanSummary, type LoanTerms } from './schedule';

export type PropertyUse = 'main' | 'second' | 'investment';

/** Most a bank lends, in percent of the lower of price and appraisal (loan-to-value). */
export const LTV_LIMITS: Readonly<Record<PropertyUse, number>> = {
  main: 80,
  second: 70,
  investment: 70,
};

/** Banks accept 30 to 35 % of net income (market practice, no official text: pendiente de confirmar). */
export const PAYMENT_RATIO = { min: 30, max: 35, default: 35 } as const;

/** Market practice, pendiente de confirmar. */
export const MAX_AGE_AT_END = 75;

export const PEAK_PAYMENT_YEARS = 10;

export interface AffordabilityInput {
  netMonthlyIncome: number;
  existingDebtPayments: number;
  savings: number;
  propertyPrice: number;
  /** The price when unknown. */
  appraisalValue?: number;
  use: PropertyUse;
  /** Clamped to 30-35. */
  paymentRatio?: number;
  propertyType: PropertyType;
  autonomousCommunity: CommunityCode;
  /** Only counted for a main home. */
  isFirstHome?: boolean;
  buyerAge?: number;
  largeFamily?: boolean;
  referenceValue?: number;
  /** Its first-year rate and term turn a payment into a loan. */
  loan: Omit<LoanTerms, 'loanAmount'>;
  /** Comisión de apertura, percent of the loan: paid at signing, so part of the cash needed. */
  openingFeePercent?: number;
}

export type AffordabilityLevel = 'viable' | 'ajustada' | 'no-viable';

export interface AffordabilityResult {
  paymentRatio: number;
  maxPayment: number;
  maxLoanByPayment: number;
  valuationBase: number;
  ltvPercent: number;
  maxLoanByLtv: number;
  maxLoan: number;
  limitedBy: 'payment' | 'ltv';
  purchaseCosts: number;
  loanNeeded: number;
  /** The lower of what is needed and the maximum. */
  loanAmount: number;
  deposit: number;
  openingFee: number;
  /** Deposit + purchase costs + opening fee. */
  cashNeeded: number;
  shortfall: number;
  monthlyPayment: number;
  debtRatio: number;
  level: AffordabilityLevel;
  verdict: string;
}

export const money = (value: number | undefined): number =>
  value !== undefined && Number.isFinite(value) ? Math.max(0, value) : 0;

/** The French formula inverted: L = A · (1 - (1 + r)^-n) / r. */
export function loanForPayment(payment: number, annualRatePct: number, months: number): number {
  const unit = frenchPayment(1, annualRatePct, months);
  return unit > 0 ? money(payment) / unit : 0;
}

const REFERENCE_LOAN = 100_000;

/** The highest instalment of the first ten years (cents). */
export function peakPayment(loan: LoanTerms): number {
  if (!(loan.loanAmount > 0)) return 0;
  return loanSummary(loan)
    .resets.filter((reset) => reset.month <= PEAK_PAYMENT_YEARS * 12)
    .reduce((peak, reset) => Math.max(peak, reset.payment), 0);
}

function peakRise(loan: Omit<LoanTerms, 'loanAmount'>): number {
  const terms = { ...loan, loanAmount: REFERENCE_LOAN };
  const first = loanSummary(terms).firstPayment;
  return first > 0 ? Math.max(1, peakPayment(terms) / first) : 1;
}

/** The opening fee on a loan, in euros (cents). */
export function openingFeeFor(input: Pick<AffordabilityInput, 'openingFeePercent'>, loan: number) {
  return round2((money(loan) * Math.min(100, money(input.openingFeePercent))) / 100);
}

export function costsFor(input: AffordabilityInput, loan: number) {
  return calculatePurchaseCosts({
    propertyPrice: money(input.propertyPrice),
    propertyType: input.propertyType,
    autonomousCommunity: input.autonomousCommunity,
    isFirstHome: input.use === 'main' && (input.isFirstHome ?? false),
    hasLoan: loan > 0,
    loanAmount: loan,
    buyerAge: input.buyerAge,
    largeFamily: input.largeFamily,
    referenceValue: input.referenceValue,
  });
}

/**
 * The loan is the lower of the payment limit (ratio × income − debts at the first year's rate)
 * and the LTV limit; costs depend a little on the loan, so both settle in a few rounds.
 */
export function assessAffordability(input: AffordabilityInput): AffordabilityResult {
  const income = money(input.netMonthlyIncome);
  const debts = money(input.existingDebtPayments);
  const savings = money(input.savings);
  const price = money(input.propertyPrice);
  const ratio = Math.min(
    PAYMENT_RATIO.max,
    Math.max(PAYMENT_RATIO.min, input.paymentRatio ?? PAYMENT_RATIO.default),
  );
  const rate = rateForYear(input.loan, 1);
  const months = Math.max(0, Math.round(money(input.loan.loanTermYears) * 12));
  const maxPayment = Math.max(0, (income * ratio) / 100 - debts);
  // A mixed or variable payment may rise in ten years: the limit is on the highest.
  const maxLoanByPayment = loanForPayment(maxPayment, rate, months) / peakRise(input.loan);
  const appraisal = input.appraisalValue !== undefined ? money(input.appraisalValue) : price;
  const valuationBase = Math.min(price, appraisal);
  const ltvPercent = LTV_LIMITS[input.use];
  const maxLoanByLtv = (valuationBase * ltvPercent) / 100;
  const maxLoan = round2(Math.min(maxLoanByPayment, maxLoanByLtv));

  // The fee grows with the loan: savings = price + costs + fee × L − L gives L = (…) ÷ (1 − fee).
  const keep = 1 - Math.min(99, money(input.openingFeePercent)) / 100;
  let loanAmount = Math.min(maxLoan, price);
  let costs = costsFor(input, loanAmount);
  for (let round = 0; round < 4; round += 1) {
    const wanted = Math.max(0, price + costs.totalCosts - savings) / keep;
    const next = round2(Math.min(maxLoan, wanted));
    if (next === loanAmount && round > 0) break;
    loanAmount = next;
    costs = costsFor(input, loanAmount);
  }
  const loanNeeded = round2(Math.max(0, price + costs.totalCosts - savings) / keep);
  const deposit = round2(price - loanAmount);
  const openingFee = openingFeeFor(input, loanAmount);
  const cashNeeded = round2(deposit + costs.totalCosts + openingFee);
  const shortfall = round2(Math.max(0, cashNeeded - savings));
  const payment = frenchPayment(loanAmount, rate, months) * peakRise(input.loan);
  const debtRatio = income > 0 ? ((payment + debts) / income) * 100 : 0;
  const limitedBy = maxLoanByPayment < maxLoanByLtv ? 'payment' : 'ltv';

  const level: AffordabilityLevel =
    shortfall > 0 ? 'no-viable' : debtRatio > PAYMENT_RATIO.min ? 'ajustada' : 'viable';
  const reason =
    limitedBy === 'payment'
      ? maxPayment > 0
        ? `tu cuota no puede pasar de ${formatEurosCents(maxPayment)} (el ${formatPercent(ratio, 0)} de tus ingresos netos menos tus deudas)`
        : `tus deudas ya se llevan el ${formatPercent(ratio, 0)} de tus ingresos netos que aceptan los bancos`
      : `el banco financia como máximo el ${formatPercent(ltvPercent, 0)} del menor entre precio y tasación (${formatEuros(valuationBase)})`;
  const loanText = `un préstamo de ${formatEuros(loanAmount)} con una cuota de ${formatEurosCents(payment)}`;
  const verdicts: Record<AffordabilityLevel, string> = {
    'no-viable': `Con estos datos un banco no financiaría la compra: te faltan ${formatEuros(shortfall)} de ahorros, porque ${reason}.`,
    ajustada: `Viable pero ajustada: ${loanText}; con tus deudas, el ${formatPercent(debtRatio)} de tus ingresos netos, por encima del 30 % prudente.`,
    viable:
      loanAmount > 0
        ? `Viable: ${loanText} (el ${formatPercent(debtRatio)} de tus ingresos netos con tus deudas) y aportar ${formatEuros(cashNeeded)} de entrada y gastos.`
        : `Viable sin hipoteca: tus ahorros cubren el precio y los ${formatEuros(costs.totalCosts)} de gastos.`,
  };

  return {
    paymentRatio: ratio,
    maxPayment: round2(maxPayment),
    maxLoanByPayment: round2(maxLoanByPayment),
    valuationBase: round2(valuationBase),
    ltvPercent,
    maxLoanByLtv: round2(maxLoanByLtv),
    maxLoan,
    limitedBy,
    purchaseCosts: costs.totalCosts,
    loanNeeded,
    loanAmount,
    deposit,
    openingFee,
    cashNeeded,
    shortfall,
    monthlyPayment: round2(payment),
    debtRatio: round2(debtRatio),
    level,
    verdict: verdicts[level],
  };
}
