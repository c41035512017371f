// Rental yield of a buy-to-let: gross and net yield, mortgage, cash flow, return on your money, verdicts.
import {
  grossYield as grossYieldOf,
  netYield as netYieldOf,
  returnOnYourMoney,
} from '../../ratios';
import { monthlyPayment } from '../mortgage/engine';
import { round2 } from '../../round';
import { fillDerived } from '../field-fill';
import { DEFAULT_PURCHASE_COSTS_PERCENT, YIELD_DEFAULTS, YIELD_FIELDS } from './fields';

export { DEFAULT_PURCHASE_COSTS_PERCENT, YIELD_DEFAULTS };

export interface RentalYieldInput {
  purchasePrice: number;
  monthlyRent: number;
  /** Running costs per month (community, IBI, insurance, maintenance); paid even when empty. */
  monthlyExpenses: number;
  /**
   * Cash the investor puts in, the base of the ROI; when omitted, the down payment plus the
   * purchase costs (the field's derived default, core/tools/yield/fields.ts).
   */
  initialInvestment?: number;
  financingAmount: number;
  /** Nominal annual rate in percent. */
  interestRate: number;
  loanTermYears: number;
  /** Months per year the property is expected to stand empty, 0 to 12; 0 when omitted. */
  vacancyMonths?: number;
  /**
   * Purchase costs (taxes, notary, registry, agency) as a percentage of the price, the other part
   * of what the property cost; 0 when omitted (the form's schema gives its default, 10).
   */
  purchaseCostsPercent?: number;
}

export type GrossYieldVerdict = 'excellent' | 'moderate' | 'low';
export type RoiVerdict = GrossYieldVerdict;
export type CashFlowVerdict = 'positive' | 'negative';

export interface RentalYieldResult {
  grossYield: number;
  netYield: number;
  monthlyMortgage: number;
  monthlyCashFlow: number;
  annualCashFlow: number;
  totalROI: number;
  grossYieldVerdict: GrossYieldVerdict;
  cashFlowVerdict: CashFlowVerdict;
  roiVerdict: RoiVerdict;
}

/** Thresholds in percent (spec section 9). */
export const GROSS_YIELD_EXCELLENT = 7;
export const GROSS_YIELD_MODERATE = 5;
export const ROI_EXCELLENT = 10;
export const ROI_MODERATE = 5;

/** Spanish labels for the verdicts, one place for the wording. */
export const YIELD_VERDICT_LABELS: Readonly<Record<GrossYieldVerdict, string>> = {
  excellent: 'Excelente',
  moderate: 'Moderada',
  low: 'Baja',
};
/** The return on your money is a "rentabilidad" too: the same feminine words. */
export const ROI_VERDICT_LABELS: Readonly<Record<RoiVerdict, string>> = YIELD_VERDICT_LABELS;
export const CASH_FLOW_VERDICT_LABELS: Readonly<Record<CashFlowVerdict, string>> = {
  positive: 'Flujo de caja positivo',
  negative: 'Flujo de caja negativo',
};

const MONTHS_PER_YEAR = 12;

function num(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value) ? value : 0;
}

/**
 * Months empty per year, clamped to 0..12 so rent is never negative nor above a full year.
 * @example clampVacancy(14) // 12
 */
export function clampVacancy(vacancyMonths: number | undefined): number {
  return Math.min(MONTHS_PER_YEAR, Math.max(0, num(vacancyMonths)));
}

/**
 * Rent actually collected in a year: the monthly rent for the months the property is let.
 * @example annualRentCollected(1200, 1) // 13200 (1200 * 11)
 */
export function annualRentCollected(monthlyRent: number, vacancyMonths?: number): number {
  return num(monthlyRent) * (MONTHS_PER_YEAR - clampVacancy(vacancyMonths));
}

function threeLevel(value: number, excellent: number, moderate: number): GrossYieldVerdict {
  if (value >= excellent) return 'excellent';
  if (value >= moderate) return 'moderate';
  return 'low';
}

/**
 * 'excellent' from 7 %, 'moderate' from 5 %, otherwise 'low'.
 * @example grossYieldVerdict(7.2) // 'excellent'
 */
export function grossYieldVerdict(grossYield: number): GrossYieldVerdict {
  return threeLevel(grossYield, GROSS_YIELD_EXCELLENT, GROSS_YIELD_MODERATE);
}

/**
 * 'excellent' from 10 %, 'moderate' from 5 %, otherwise 'low'.
 * @example roiVerdict(5.98) // 'moderate'
 */
export function roiVerdict(totalROI: number): RoiVerdict {
  return threeLevel(totalROI, ROI_EXCELLENT, ROI_MODERATE);
}

/**
 * 'positive' when the cash flow is 0 or more.
 * @example cashFlowVerdict(-300.87) // 'negative'
 */
export function cashFlowVerdict(cashFlow: number): CashFlowVerdict {
  return cashFlow >= 0 ? 'positive' : 'negative';
}

/**
 * The yield calculator (spec sections 3 and 9), every figure rounded to cents at the end; the
 * yields and the return on your money are core/metrics.ts's definitions.
 * - grossYield = monthlyRent * 12 / purchasePrice * 100, before empty months (they lower the net).
 * - netYield = (annual rent collected - annual expenses) / (purchasePrice + purchase costs) * 100:
 *   ARCHITECTURE.md's deliberate difference 1 (the spec's formula would make it a copy of totalROI).
 * - monthlyMortgage: the amortised payment, only when financingAmount > 0 and interestRate > 0.
 *   As the spec says, a zero-rate loan counts as no mortgage payment here (the mortgage page, in
 *   contrast, repays it in equal parts).
 * - annualCashFlow = rent collected - 12 * (expenses + mortgage); monthlyCashFlow is a twelfth.
 * - totalROI = annualCashFlow / initialInvestment * 100: "rentabilidad sobre tu dinero"; an omitted
 *   investment is the money put in: price - financing + price * purchase costs %.
 * Vacancy removes rent but not expenses or mortgage. A price or an investment of 0 gives 0 %, never
 * Infinity. Verdicts are read from the rounded figures so a label never contradicts the number.
 * @example
 * calculateRentalYield(YIELD_DEFAULTS)
 * // { grossYield: 7.2, netYield: 5.45, monthlyMortgage: 700.87, monthlyCashFlow: 299.13,
 * //   annualCashFlow: 3589.52, totalROI: 4.49, grossYieldVerdict: 'excellent',
 * //   cashFlowVerdict: 'positive', roiVerdict: 'low' } (investment 60.000 + 20.000 = 80.000)
 */
export function calculateRentalYield(given: RentalYieldInput): RentalYieldResult {
  // An omitted investment is the field's derived default, as in the form and the workbook.
  const input = fillDerived(YIELD_FIELDS, given);
  const price = num(input.purchasePrice);
  const annualRent = annualRentCollected(input.monthlyRent, input.vacancyMonths);
  const annualExpenses = num(input.monthlyExpenses) * MONTHS_PER_YEAR;
  const financing = num(input.financingAmount);
  const rate = num(input.interestRate);
  const mortgage =
    financing > 0 && rate > 0 ? monthlyPayment(financing, rate, num(input.loanTermYears)) : 0;
  const annualCashFlow = annualRent - annualExpenses - mortgage * MONTHS_PER_YEAR;

  const grossYield = round2(grossYieldOf(num(input.monthlyRent), price));
  const totalROI = round2(returnOnYourMoney(annualCashFlow, num(input.initialInvestment)));
  const monthlyCashFlow = round2(annualCashFlow / MONTHS_PER_YEAR);
  return {
    grossYield,
    netYield: round2(
      netYieldOf({
        rentCollected: annualRent,
        runningCosts: annualExpenses,
        purchasePrice: price,
        purchaseCosts: purchaseCostsOf(price, input),
      }),
    ),
    monthlyMortgage: round2(mortgage),
    monthlyCashFlow,
    annualCashFlow: round2(annualCashFlow),
    totalROI,
    grossYieldVerdict: grossYieldVerdict(grossYield),
    cashFlowVerdict: cashFlowVerdict(monthlyCashFlow),
    roiVerdict: roiVerdict(totalROI),
  };
}

/** The purchase costs in euros: their percentage of the price. */
function purchaseCostsOf(price: number, input: { purchaseCostsPercent?: number }): number {
  return (price * num(input.purchaseCostsPercent)) / 100;
}

export type YieldBasis = 'gross' | 'net';

export interface TargetYieldInput {
  monthlyRent: number;
  monthlyExpenses: number;
  vacancyMonths?: number;
  purchaseCostsPercent?: number;
  /** Yield to reach, in percent. */
  targetYield: number;
  basis: YieldBasis;
}

/**
 * "Precio máximo para una rentabilidad objetivo": the highest purchase price, in whole cents
 * rounded down, at which the gross or net yield still reaches the target.
 * gross: monthly rent × 12 / (target / 100); net: (annual rent collected - annual expenses) /
 * (target / 100), the price plus purchase costs, divided by (1 + costs / 100). Returns 0 when no positive price can reach it: a target of 0 or less (any price
 * would do, so there is no maximum to show) or no positive income on the chosen basis.
 * @example
 * maxPriceForTargetYield({ monthlyRent: 1200, monthlyExpenses: 200, targetYield: 6, basis: 'net' })
 * // 200000 (12,000 euros of net rent a year is 6 % of 200,000)
 */
export function maxPriceForTargetYield(input: TargetYieldInput): number {
  const target = num(input.targetYield);
  const annualRent = annualRentCollected(input.monthlyRent, input.vacancyMonths);
  // The gross yield counts twelve months of rent (empty months lower only the net).
  const income =
    input.basis === 'net'
      ? annualRent - num(input.monthlyExpenses) * MONTHS_PER_YEAR
      : num(input.monthlyRent) * MONTHS_PER_YEAR;
  if (target <= 0 || income <= 0) return 0;
  const cost = income / (target / 100);
  const price = input.basis === 'net' ? cost / (1 + num(input.purchaseCostsPercent) / 100) : cost;
  if (!Number.isFinite(price)) return 0;
  // Round down so the yield at the returned price is never below the target.
  return Math.floor(Number((price * 100).toPrecision(15))) / 100;
}
