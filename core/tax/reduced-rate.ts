// Reduced purchase-tax rates: their conditions as data, and the test of which ones the buyer's inputs meet.
import type { DatedScale } from './progressive-scale';
import { IN_FORCE_2025, type Provenance } from './sourced';
import { eur, pct } from './text';

/** Which buyers a reduced rate is for, beyond the home itself. */
export type ReducedRateGroup = 'any' | 'young' | 'large-family' | 'young-or-large-family';

/**
 * A reduced rate and the conditions we can decide from the form. Conditions we cannot check
 * (income, wealth, owning no other home) are listed in `assumptions` and shown to the user.
 */
export interface ReducedRate extends Provenance {
  /** Spanish, e.g. "vivienda habitual de hasta 150.000 €". */
  label: string;
  /** Rate in percent. */
  value: number;
  /** Requires the home to be the buyer's (first) habitual home (`isFirstHome`). */
  habitualHome: boolean;
  group: ReducedRateGroup;
  /** Oldest qualifying age, inclusive ("under 35" is 34; "up to 35" is 35). */
  maxAge?: number;
  /** Highest qualifying value of the base, inclusive. */
  maxValue?: number;
  /** The value must be strictly below this ("less than 200,000"). */
  valueBelow?: number;
  /** The loan must finance more than this share of the price (0.5 = more than half). */
  minLoanShare?: number;
  /** The reduced rate only covers this much of the base; the rest pays the general scale. */
  cappedBase?: number;
  /** Conditions the calculator cannot verify, in Spanish, assumed met when the rate applies. */
  assumptions: readonly string[];
}

/** What the buyer told us, as the rules need it. */
export interface BuyerFacts {
  /** Base the value limits are checked against. */
  value: number;
  isFirstHome: boolean;
  buyerAge?: number;
  largeFamily: boolean;
  /** Loan / price, 0 without a loan. */
  loanShare: number;
}

function isYoung(rule: ReducedRate, facts: BuyerFacts): boolean {
  return rule.maxAge !== undefined && facts.buyerAge !== undefined && facts.buyerAge <= rule.maxAge;
}

function groupMet(rule: ReducedRate, facts: BuyerFacts): boolean {
  switch (rule.group) {
    case 'any':
      return true;
    case 'young':
      return isYoung(rule, facts);
    case 'large-family':
      return facts.largeFamily;
    case 'young-or-large-family':
      return isYoung(rule, facts) || facts.largeFamily;
  }
}

/**
 * Whether the decidable conditions of a reduced rate hold.
 * @example qualifies({ ...rule, habitualHome: true, group: 'young', maxAge: 34, maxValue: 150_000 },
 *   { value: 140_000, isFirstHome: true, buyerAge: 30, largeFamily: false, loanShare: 0.8 }) // true
 */
export function qualifies(rule: ReducedRate, facts: BuyerFacts): boolean {
  if (rule.habitualHome && !facts.isFirstHome) return false;
  if (!groupMet(rule, facts)) return false;
  if (rule.maxValue !== undefined && facts.value > rule.maxValue) return false;
  if (rule.valueBelow !== undefined && facts.value >= rule.valueBelow) return false;
  if (rule.minLoanShare !== undefined && !(facts.loanShare > rule.minLoanShare)) return false;
  return true;
}

/**
 * True when a young-buyer rule would be decidable with an age the user left out.
 * @example needsAge(valenciaYoungRate, { value: 150_000, isFirstHome: true, largeFamily: false, loanShare: 0 }) // true
 */
export function needsAge(rule: ReducedRate, facts: BuyerFacts): boolean {
  return (
    facts.buyerAge === undefined &&
    (rule.group === 'young' || rule.group === 'young-or-large-family') &&
    qualifies(rule, { ...facts, buyerAge: 0 })
  );
}

/** Spanish sentence describing a reduced rate that was applied, with its assumptions. */
export function describeReducedRate(rule: ReducedRate): string {
  const cap =
    rule.cappedBase === undefined ? '' : ` (solo sobre los primeros ${eur(rule.cappedBase)})`;
  const assumed =
    rule.assumptions.length === 0
      ? ''
      : ` Suponemos que cumples además: ${rule.assumptions.join('; ')}.`;
  return `Tipo reducido: ${rule.label}, ${pct(rule.value)}${cap}.${assumed}`;
}

/** One tax of one community: its general scale, reduced rates and notes on what is not applied. */
export interface CommunityTaxRates {
  general: DatedScale;
  reduced: readonly ReducedRate[];
  /** Spanish notes: rules we do not apply and figures the sources do not confirm. */
  notes: readonly string[];
}

/** Conditions of `reducedRate`; by default a habitual home for any buyer, in force in 2025. */
export type ReducedRateOptions = Partial<Omit<ReducedRate, 'label' | 'value' | 'source'>>;

/**
 * Builds a reduced rate with the usual defaults (habitual home, any buyer, no assumptions).
 * @example reducedRate(6, 'vivienda habitual de hasta 150.000 €', url, { maxValue: 150_000 })
 */
export function reducedRate(
  value: number,
  label: string,
  source: string,
  options: ReducedRateOptions = {},
): ReducedRate {
  return {
    value,
    label,
    source,
    habitualHome: true,
    group: 'any',
    assumptions: [],
    validFrom: IN_FORCE_2025,
    ...options,
  };
}
