// Reduced purchase-tax rates: their conditions as data, and the test of which ones the buyer's inputs meet.
import type { BalearesIsland } from './communities';
import type { DatedScale } from './progressive-scale';
import {
  AUDIT_2026_11,
  IN_FORCE_2025,
  cite,
  currentEntries,
  entryOn,
  inForceOn,
  type IsoDate,
  type OfficialSource,
  type Provenance,
} from './sourced';
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
  /**
   * Baleares: the cap depends on the island. Without an island the lowest cap is used, so the
   * rate is never applied where it might not be due.
   */
  maxValueByIsland?: Readonly<Record<BalearesIsland, number>>;
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
  /** Baleares only. */
  island?: BalearesIsland;
}

/**
 * The value cap of a rule for these facts (island caps in Baleares), or undefined when uncapped.
 * @example valueCap({ ...rule, maxValueByIsland: { mallorca: 307_089, menorca: 270_151.2, ibiza: 378_212, formentera: 378_212 } }, { ...facts, island: 'ibiza' }) // 378,212
 */
export function valueCap(rule: ReducedRate, facts: BuyerFacts): number | undefined {
  const byIsland = rule.maxValueByIsland;
  if (byIsland === undefined) return rule.maxValue;
  return facts.island === undefined ? Math.min(...Object.values(byIsland)) : byIsland[facts.island];
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
  const cap = valueCap(rule, facts);
  if (cap !== undefined && facts.value > cap) return false;
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

/** One tax of one community on one date: its general scale, reduced rates and notes. */
export interface CommunityTaxRates {
  general: DatedScale;
  reduced: readonly ReducedRate[];
  /** Spanish notes: rules we do not apply and figures the sources do not confirm. */
  notes: readonly string[];
}

/** A note that only applies between two dates (both optional, inclusive). */
export interface DatedNote {
  text: string;
  validFrom?: IsoDate;
  validTo?: IsoDate;
}

/** One tax of one community with its history: every entry keeps its dates. */
export interface CommunityTaxHistory {
  /** General scales, oldest first, without gaps or overlaps. */
  general: readonly DatedScale[];
  /** Reduced rates; superseded ones keep their `validTo`. */
  reduced: readonly ReducedRate[];
  notes: readonly (string | DatedNote)[];
}

function noteApplies(note: string | DatedNote, date: IsoDate | null): boolean {
  if (typeof note === 'string') return true;
  if (date === null) return note.validTo === undefined;
  return (
    (note.validFrom === undefined || note.validFrom <= date) &&
    (note.validTo === undefined || date <= note.validTo)
  );
}

const noteText = (note: string | DatedNote) => (typeof note === 'string' ? note : note.text);

/**
 * The rates of a history in force on `date`, or undefined before its oldest general scale.
 * @example taxRatesOn(ITP_HISTORY.valencia, '2026-06-01')?.general.brackets[0]?.rate // 9
 */
export function taxRatesOn(
  history: CommunityTaxHistory,
  date: IsoDate,
): CommunityTaxRates | undefined {
  const general = entryOn(history.general, date);
  if (!general) return undefined;
  return {
    general,
    reduced: history.reduced.filter((rule) => inForceOn(rule, date)),
    notes: history.notes.filter((note) => noteApplies(note, date)).map(noteText),
  };
}

/** The newest rates of a history: the entries no later law has replaced. */
export function currentTaxRates(history: CommunityTaxHistory): CommunityTaxRates {
  const [general] = currentEntries(history.general);
  if (!general) throw new Error('a rate history needs an entry in force');
  return {
    general,
    reduced: currentEntries(history.reduced),
    notes: history.notes.filter((note) => noteApplies(note, null)).map(noteText),
  };
}

/** Conditions of `reducedRate`; by default a habitual home for any buyer, in force in 2025, checked in the 2026-11 audit. */
export type ReducedRateOptions = Partial<
  Omit<ReducedRate, 'label' | 'value' | 'source' | 'citation' | 'sourcePending'>
>;

/**
 * Builds a reduced rate with the usual defaults (habitual home, any buyer, no assumptions).
 * @example reducedRate(6, 'vivienda habitual de hasta 150.000 €', SOURCES.andaluciaReduced, { maxValue: 150_000 })
 */
export function reducedRate(
  value: number,
  label: string,
  source: OfficialSource,
  options: ReducedRateOptions = {},
): ReducedRate {
  return {
    value,
    label,
    ...cite(source),
    habitualHome: true,
    group: 'any',
    assumptions: [],
    validFrom: IN_FORCE_2025,
    lastChecked: AUDIT_2026_11,
    ...options,
  };
}
