// Affordability as Spanish banks judge it: payment ratio on net income, LTV, deposit and purchase costs.
import { formatEuros, formatEurosCents, formatPercent } from '../../format';
import { round2 } from '../../round';
import type { CommunityCode } from '../../tax/communities';
import { calculatePurchaseCosts, type PropertyType } from '../../tax/purchase-costs';
import { rateForYear } from './rate-path';
import { frenchPayment, loanSummary, type LoanTerms } from './schedule';

/** Main home (vivienda habitual), second home or investment (buy to let). */
export type PropertyUse = 'main' | 'second' | 'investment';

/** Most a bank lends, in percent of the lower of price and appraisal (loan-to-value). */
export const LTV_LIMITS: Readonly<Record<PropertyUse, number>> = {
  main: 80,
  second: 70,
  investment: 70,
};

/**
 * Share of net monthly income all debt payments may take, in percent: banks usually accept 30 to
 * 35 % (market practice; no official text fixes it: pendiente de confirmar). The verdict's rule is
 * the 35 % limit; above the prudent 30 % the purchase is tight.
 */
export const PAYMENT_RATIO = { min: 30, max: 35, default: 35 } as const;

/** The oldest age at the end of the term banks usually accept (market practice, pendiente de confirmar). */
export const MAX_AGE_AT_END = 75;

/** Variable and mixed loans are judged by their highest payment in these first years. */
export const PEAK_PAYMENT_YEARS = 10;

export interface AffordabilityInput {
  netMonthlyIncome: number;
  /** Monthly payments of other loans (car, personal, cards). */
  existingDebtPayments: number;
  savings: number;
  propertyPrice: number;
  /** Appraisal (tasación); the price when unknown. */
  appraisalValue?: number;
  use: PropertyUse;
  /** Percent of net income, clamped to 30-35. */
  paymentRatio?: number;
  propertyType: PropertyType;
  autonomousCommunity: CommunityCode;
  /** First habitual home: only counted for a main home. */
  isFirstHome?: boolean;
  buyerAge?: number;
  largeFamily?: boolean;
  referenceValue?: number;
  /** The loan asked for: its first-year rate and its term turn a payment into a loan. */
  loan: Omit<LoanTerms, 'loanAmount'>;
}

export type AffordabilityLevel = 'viable' | 'ajustada' | 'no-viable';

export interface AffordabilityResult {
  paymentRatio: number;
  /** Ratio × net income minus existing debts, at least 0. */
  maxPayment: number;
  maxLoanByPayment: number;
  /** The lower of price and appraisal, on which the LTV is measured. */
  valuationBase: number;
  ltvPercent: number;
  maxLoanByLtv: number;
  maxLoan: number;
  limitedBy: 'payment' | 'ltv';
  /** Taxes, notary, registry, agency and appraisal from the purchase-costs engine. */
  purchaseCosts: number;
  /** Price plus costs minus savings: what the buyer would need to borrow. */
  loanNeeded: number;
  /** The loan a bank would give towards it: the lower of what is needed and the maximum. */
  loanAmount: number;
  /** Price minus the loan (la entrada). */
  deposit: number;
  /** Deposit plus purchase costs: the savings the purchase takes. */
  cashNeeded: number;
  shortfall: number;
  monthlyPayment: number;
  /** (New payment + existing debts) / net income, percent. */
  debtRatio: number;
  level: AffordabilityLevel;
  verdict: string;
}

/** A money input as a number: missing, not finite or negative counts as 0. */
export const money = (value: number | undefined): number =>
  value !== undefined && Number.isFinite(value) ? Math.max(0, value) : 0;

/**
 * The loan a constant payment repays: L = A · (1 - (1 + r)^-n) / r, the French formula inverted.
 * @example loanForPayment(850, 3, 360) // 201610.97
 */
export function loanForPayment(payment: number, annualRatePct: number, months: number): number {
  const unit = frenchPayment(1, annualRatePct, months);
  return unit > 0 ? money(payment) / unit : 0;
}

/** Reference loan for the shape of a schedule: payments scale with the amount lent. */
const REFERENCE_LOAN = 100_000;

/**
 * The highest instalment (in cents) of the first ten years of `loan`: a fixed loan's only
 * payment, a variable or mixed loan's highest payment after a review if higher.
 * @example peakPayment({ ...RATE_DEFAULTS, loanAmount: 200000, loanTermYears: 25 }) // 1001.25
 */
export function peakPayment(loan: LoanTerms): number {
  if (!(loan.loanAmount > 0)) return 0;
  return loanSummary(loan)
    .resets.filter((reset) => reset.month <= PEAK_PAYMENT_YEARS * 12)
    .reduce((peak, reset) => Math.max(peak, reset.payment), 0);
}

/** Highest payment of the first ten years over the first payment (1 for a fixed loan). */
function peakRise(loan: Omit<LoanTerms, 'loanAmount'>): number {
  const terms = { ...loan, loanAmount: REFERENCE_LOAN };
  const first = loanSummary(terms).firstPayment;
  return first > 0 ? Math.max(1, peakPayment(terms) / first) : 1;
}

/** The purchase costs of the home with `loan`, from the purchase-costs engine. */
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
 * What a bank would lend and what the purchase takes. The loan is the lower of two limits: the
 * payment limit (ratio × net income − debts, turned into a loan at the first year's rate over the
 * term) and the LTV limit (80 % of the lower of price and appraisal for a main home, 70 % for a
 * second home or investment). Purchase costs come from the purchase-costs engine for the
 * community; as they depend a little on the loan (appraisal, some reduced rates), the loan and
 * the costs are settled together in a few rounds.
 * Worked example (affordability.test.ts): 3,000 € net, 200 € of debts, 35 %: payment up to 850 €,
 * 201,610.97 € at 3 % over 30 years; a 200,000 € used home in Madrid: LTV limit 160,000 €, costs
 * 13,992.41 €; with 60,000 € saved the loan is 153,992.41 € and the purchase is viable.
 * @example assessAffordability({ netMonthlyIncome: 3000, existingDebtPayments: 200, savings: 60000, propertyPrice: 200000, use: 'main', paymentRatio: 35, propertyType: 'used', autonomousCommunity: 'madrid', loan })
 * // { maxLoan: 160000, limitedBy: 'ltv', loanAmount: 153992.41, monthlyPayment: 649.24, level: 'viable', ... }
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
  // A mixed or variable loan's payment may rise in its first ten years: the limit is on the highest.
  const maxLoanByPayment = loanForPayment(maxPayment, rate, months) / peakRise(input.loan);
  const appraisal = input.appraisalValue !== undefined ? money(input.appraisalValue) : price;
  const valuationBase = Math.min(price, appraisal);
  const ltvPercent = LTV_LIMITS[input.use];
  const maxLoanByLtv = (valuationBase * ltvPercent) / 100;
  const maxLoan = round2(Math.min(maxLoanByPayment, maxLoanByLtv));

  let loanAmount = Math.min(maxLoan, price);
  let costs = costsFor(input, loanAmount);
  for (let round = 0; round < 4; round += 1) {
    const next = round2(Math.min(maxLoan, Math.max(0, price + costs.totalCosts - savings)));
    if (next === loanAmount && round > 0) break;
    loanAmount = next;
    costs = costsFor(input, loanAmount);
  }
  const loanNeeded = round2(Math.max(0, price + costs.totalCosts - savings));
  const deposit = round2(price - loanAmount);
  const cashNeeded = round2(deposit + costs.totalCosts);
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
    cashNeeded,
    shortfall,
    monthlyPayment: round2(payment),
    debtRatio: round2(debtRatio),
    level,
    verdict: verdicts[level],
  };
}
