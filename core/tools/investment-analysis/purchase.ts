// Year 0: the purchase costs (the engine's, corrected line by line by the user) and the equity put in.
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
  total: number;
  lines: Record<PurchaseCostLine, number>;
  taxes: number;
  overridden: boolean;
  ratesAsOf: IsoDate;
  acquisitionCosts: number;
  /** The loan's appraisal: a financing cost of year 1 (DGT V2165-24), not an acquisition cost. */
  appraisal: number;
  deedDateNote?: string;
}

const usable = (value: number | undefined): value is number =>
  value !== undefined && Number.isFinite(value) && value >= 0;

/**
 * The engine's rates on the deed date (today's without one); an investor never buys a first home,
 * so no reduced rates. A typed line replaces the engine's, a typed total the sum.
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

/** Scaled with the price, so a user who cut the ITP by a tenth keeps that cut at any price. */
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

/** Deducted in year 1 with the interest, under its cap (art. 23.1.a.1.º LIRPF; DGT V2165-24). */
export function financingCostsOf(
  input: ResolvedInput,
  purchase: PurchaseSummary,
  initial: InitialOutlay,
): number {
  return initial.openingFee + (input.loanAmount > 0 ? purchase.appraisal : 0);
}
