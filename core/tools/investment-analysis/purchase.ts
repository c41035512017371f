// Year 0 of the analysis: the purchase costs (engine, corrected line by line by the user) and the equity put in.
import { deedDateProblem } from '../../tax/deed-date';
import { calculatePurchaseCosts } from '../../tax/purchase-costs';
import type { IsoDate } from '../../tax/sourced';
import {
  PURCHASE_COST_LINES,
  type PurchaseCostLine,
  type PurchaseCostsOverride,
  type ResolvedInput,
} from './inputs';

export interface PurchaseSummary {
  /** What the analysis counts as purchase costs: the user's total, or the sum of the lines. */
  total: number;
  /** Each line: the engine's figure unless the user typed another one. */
  lines: Record<PurchaseCostLine, number>;
  /** VAT (or IGIC/IPSI), ITP and AJD among the lines. */
  taxes: number;
  /** True when the user changed the total or a line. */
  overridden: boolean;
  /** Date of the purchase-tax rates the engine applied. */
  ratesAsOf: IsoDate;
  /** Total − the loan's appraisal: what enters the acquisition value and the amortisation base. */
  acquisitionCosts: number;
  /** The loan's appraisal: a financing cost of year 1 (DGT V2165-24), not an acquisition cost. */
  appraisal: number;
  /** Why the deed date's rates were not used (today's apply), in Spanish; absent when they were. */
  deedDateNote?: string;
}

const usable = (value: number | undefined): value is number =>
  value !== undefined && Number.isFinite(value) && value >= 0;

/**
 * Purchase costs of the property from the purchase-cost engine at the rates in force on the deed
 * date (today's without one, or when the engine has no rates for it; an investor: never a first
 * home, so no reduced rates), with the user's corrections: any line typed replaces the engine's, and a
 * total typed replaces the sum. Unrounded sums of the engine's cent figures.
 * @example purchaseCosts({ ...resolveInput(ANALYSIS_DEFAULTS), loanAmount: 0 }).total
 * // 13,617.41: ITP 6 % of 200,000 = 12,000 + notary 740.51 + registry 526.90 + gestoría 350
 * @example purchaseCosts(resolved, { lines: { itp: 10000 } }).total // the same less 2,000
 */
export function purchaseCosts(
  input: ResolvedInput,
  override?: PurchaseCostsOverride,
): PurchaseSummary {
  const problem = input.deedDate ? deedDateProblem(input.deedDate) : null;
  const engine = calculatePurchaseCosts({
    ...(input.deedDate && problem === null ? { deedDate: input.deedDate } : {}),
    propertyPrice: input.price,
    propertyType: input.propertyType,
    autonomousCommunity: input.community,
    isFirstHome: false,
    hasLoan: input.loanAmount > 0,
    loanAmount: input.loanAmount,
    ...(input.referenceValue > 0 ? { referenceValue: input.referenceValue } : {}),
  });
  const lines = {} as Record<PurchaseCostLine, number>;
  let overridden = false;
  let sum = 0;
  for (const line of PURCHASE_COST_LINES) {
    const typed = override?.lines?.[line];
    overridden ||= usable(typed);
    lines[line] = usable(typed) ? typed : engine[line];
    sum += lines[line];
  }
  const typedTotal = override?.total;
  const total = usable(typedTotal) ? typedTotal : sum;
  const appraisal = Math.min(total, lines.appraisalFees);
  return {
    total,
    lines,
    taxes: lines.vat + lines.itp + lines.ajd,
    overridden: overridden || usable(typedTotal),
    ratesAsOf: engine.ratesAsOf,
    acquisitionCosts: total - appraisal,
    appraisal,
    ...(problem ? { deedDateNote: `${problem} Se aplican los tipos de hoy.` } : {}),
  };
}

/**
 * The same corrections for a property at another price (the price search): each typed figure is
 * scaled with the price, so a user who cut the ITP by a tenth keeps that cut at any price.
 * @example scaleOverride({ total: 15000 }, 0.5) // { total: 7500 }
 */
export function scaleOverride(
  override: PurchaseCostsOverride | undefined,
  factor: number,
): PurchaseCostsOverride | undefined {
  if (!override) return undefined;
  const lines: Partial<Record<PurchaseCostLine, number>> = {};
  for (const line of PURCHASE_COST_LINES) {
    const typed = override.lines?.[line];
    if (usable(typed)) lines[line] = typed * factor;
  }
  return {
    ...(usable(override.total) ? { total: override.total * factor } : {}),
    lines,
  };
}

export interface InitialOutlay {
  price: number;
  purchaseCosts: number;
  renovation: number;
  furniture: number;
  openingFee: number;
  loan: number;
  /** Equity at year 0: price + purchase costs + renovation + furniture + opening fee − loan. */
  equity: number;
}

/**
 * Year 0: what the investor pays out of pocket.
 * @example initialOutlay(resolved, 13617.41) // with an 80 % loan and no fee: 213,617.41 − 160,000 = 53,617.41
 */
export function initialOutlay(input: ResolvedInput, purchaseTotal: number): InitialOutlay {
  const openingFee = (input.loanAmount * input.openingFeePercent) / 100;
  return {
    price: input.price,
    purchaseCosts: purchaseTotal,
    renovation: input.renovation,
    furniture: input.furniture,
    openingFee,
    loan: input.loanAmount,
    equity:
      input.price +
      purchaseTotal +
      input.renovation +
      input.furniture +
      openingFee -
      input.loanAmount,
  };
}

/**
 * Financing costs of year 1, deducted with the interest under its cap (art. 23.1.a.1.º LIRPF):
 * the opening fee and, with a loan, its appraisal (DGT V2165-24).
 */
export function financingCostsOf(
  input: ResolvedInput,
  purchase: PurchaseSummary,
  initial: InitialOutlay,
): number {
  return initial.openingFee + (input.loanAmount > 0 ? purchase.appraisal : 0);
}
