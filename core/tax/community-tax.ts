// One community tax on a base: the general scale or the cheapest reduced rate the buyer meets.
import { round2 } from '../round';
import { eur, pct } from './text';
import { isFlat, jumpCapped, scaleTax, type RateScale } from './progressive-scale';
import {
  needsAge,
  qualifies,
  reducedRatePhrase,
  type BuyerFacts,
  type CommunityTaxRates,
  type ReducedRate,
} from './reduced-rate';

export interface CommunityTaxResult {
  /** Unrounded. */
  tax: number;
  /** Percent of the base, unrounded (0 for a 0 base). */
  effectiveRate: number;
  /** Null for the general scale. */
  reduced: ReducedRate | null;
  /** A young-buyer rate could apply with the buyer's age. */
  ageWouldHelp: boolean;
}

function reducedTax(base: number, rule: ReducedRate, general: RateScale): number {
  if (rule.bonusPercent !== undefined)
    return (scaleTax(base, general) * (100 - rule.bonusPercent)) / 100;
  if (rule.cappedBase === undefined || base <= rule.cappedBase) return (base * rule.value) / 100;
  // Only the first `cappedBase` euros take the reduced rate; the rest keeps the general scale.
  const rest = scaleTax(base, general) - scaleTax(rule.cappedBase, general);
  return (rule.cappedBase * rule.value) / 100 + rest;
}

/** The lowest tax among the general scale and the reduced rates whose decidable conditions hold. */
export function applyCommunityTax(
  base: number,
  rates: CommunityTaxRates,
  facts: BuyerFacts,
): CommunityTaxResult {
  let tax = scaleTax(base, rates.general);
  let reduced: ReducedRate | null = null;
  for (const rule of rates.reduced) {
    if (!qualifies(rule, facts)) continue;
    const candidate = reducedTax(base, rule, rates.general);
    if (candidate < tax) {
      tax = candidate;
      reduced = rule;
    }
  }
  const ageWouldHelp =
    reduced === null &&
    rates.reduced.some(
      (rule) => needsAge(rule, facts) && reducedTax(base, rule, rates.general) < tax,
    );
  return { tax, effectiveRate: base > 0 ? (tax / base) * 100 : 0, reduced, ageWouldHelp };
}

/** Spanish wording: "escala por tramos (cada parte del valor a su tipo): 8 % hasta 250.000 €, ...". */
export function describeScale(scale: RateScale): string {
  const [first] = scale.brackets;
  if (isFlat(scale) || first === undefined) return pct(first?.rate ?? 0);
  const parts = scale.brackets.map((bracket, index) => {
    if (bracket.upTo !== null) return `${pct(bracket.rate)} hasta ${eur(bracket.upTo)}`;
    const previous = scale.brackets[index - 1]?.upTo ?? 0;
    return `${pct(bracket.rate)} por encima de ${eur(previous)}`;
  });
  const kind =
    scale.mode === 'marginal'
      ? 'escala por tramos (cada parte del valor a su tipo)'
      : 'tipo según el valor total';
  const average =
    scale.averageRateDecimals === undefined
      ? ''
      : `; se aplica a todo el valor el tipo medio redondeado a ${scale.averageRateDecimals} decimales`;
  const jumps = scale.capJumps
    ? '; al pasar cada umbral, la cuota no sube más que el valor que lo supera'
    : '';
  return `${kind}: ${parts.join(', ')}${average}${jumps}`;
}

/** Worded to follow "con el": "tipo general del 6 %", or its tranches. */
export function describeGeneralScale(scale: RateScale): string {
  const text = describeScale(scale);
  const colon = text.indexOf(': ');
  if (colon < 0) return `tipo general del ${text}`;
  const kind =
    scale.mode === 'marginal'
      ? 'escala general por tramos, cada parte del valor a su tipo'
      : 'tipo general según el valor total, un solo tipo para todo el valor';
  return `${kind}: ${text.slice(colon + 2)}`;
}

/**
 * The rate applied and its amount: the reduced one with the general it replaced, or the general.
 * @example describeAppliedTax('ITP', 185_000, madridGeneralResult, ITP_RATES.madrid.general)
 * // "ITP con el tipo general del 6 % sobre 185.000 €: 11.100 €"
 */
export function describeAppliedTax(
  tax: string,
  base: number,
  result: CommunityTaxResult,
  general: RateScale,
): string {
  const amount = eur(round2(result.tax));
  const rule = result.reduced;
  if (rule?.bonusPercent !== undefined) {
    const full = eur(round2(scaleTax(base, general)));
    return `${tax} con la ${reducedRatePhrase(rule)} sobre ${eur(base)}: ${amount} (sin ella, ${full} con el ${describeGeneralScale(general)})`;
  }
  if (rule) {
    const capped = rule.cappedBase !== undefined && base > rule.cappedBase;
    const on = capped
      ? `sobre los primeros ${eur(rule.cappedBase ?? 0)} y la escala general sobre el resto`
      : `sobre ${eur(base)}`;
    return `${tax} con el ${reducedRatePhrase(rule)} ${on}: ${amount} (no se aplica el ${describeGeneralScale(general)})`;
  }
  if (isFlat(general))
    return `${tax} con el ${describeGeneralScale(general)} sobre ${eur(base)}: ${amount}`;
  const applied = jumpCapped(base, general)
    ? 'con el salto de cuota del umbral limitado al valor que lo supera'
    : general.mode === 'whole-value'
      ? `al ${pct(result.effectiveRate)}`
      : `con un tipo medio del ${pct(round2(result.effectiveRate))}`;
  return `${tax} ${applied} sobre ${eur(base)} (${describeGeneralScale(general)}): ${amount}`;
}
