// Reduced purchase-tax rates: their conditions as data, and which ones the buyer's inputs meet.
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

/** Conditions the form cannot decide (income, wealth, other homes) are listed in `assumptions`. */
export interface ReducedRate extends Provenance {
  label: string;
  /** Percent of the base; 0 and unused when `bonusPercent` is set. */
  value: number;
  /** A bonificación: this percent off the general scale's tax instead of a rate (Madrid AJD). */
  bonusPercent?: number;
  /** Requires the buyer's first habitual home. */
  habitualHome: boolean;
  group: ReducedRateGroup;
  /** Inclusive: "under 35" is 34, "up to 35" is 35. */
  maxAge?: number;
  maxValue?: number;
  /** Baleares; without an island the lowest cap applies, never a rate that might not be due. */
  maxValueByIsland?: Readonly<Record<BalearesIsland, number>>;
  /** Strictly below ("less than 200,000"). */
  valueBelow?: number;
  /** More than this share of the price financed (0.5 = more than half). */
  minLoanShare?: number;
  /** Only this much of the base; the rest pays the general scale. */
  cappedBase?: number;
  /** Unverifiable conditions (Spanish), assumed met when the rate applies. */
  assumptions: readonly string[];
}

export interface BuyerFacts {
  value: number;
  isFirstHome: boolean;
  buyerAge?: number;
  largeFamily: boolean;
  loanShare: number;
  island?: BalearesIsland;
}

/** The value cap for these facts (island caps in Baleares); undefined when uncapped. */
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

/** Whether the decidable conditions of a reduced rate hold. */
export function qualifies(rule: ReducedRate, facts: BuyerFacts): boolean {
  if (rule.habitualHome && !facts.isFirstHome) return false;
  if (!groupMet(rule, facts)) return false;
  const cap = valueCap(rule, facts);
  if (cap !== undefined && facts.value > cap) return false;
  if (rule.valueBelow !== undefined && facts.value >= rule.valueBelow) return false;
  if (rule.minLoanShare !== undefined && !(facts.loanShare > rule.minLoanShare)) return false;
  return true;
}

/** True when a young-buyer rule would be decidable with the age the user left out. */
export function needsAge(rule: ReducedRate, facts: BuyerFacts): boolean {
  return (
    facts.buyerAge === undefined &&
    (rule.group === 'young' || rule.group === 'young-or-large-family') &&
    qualifies(rule, { ...facts, buyerAge: 0 })
  );
}

/** '5,4 %', or 'bonificación del 10 %' for a bonus on the general scale. */
export function reducedRateText(rule: ReducedRate): string {
  return rule.bonusPercent === undefined
    ? pct(rule.value)
    : `bonificación del ${pct(rule.bonusPercent)}`;
}

/** 'tipo reducido del 5,4 %', or 'bonificación del 10 % de la cuota'. */
export function reducedRatePhrase(rule: ReducedRate): string {
  return rule.bonusPercent === undefined
    ? `tipo reducido del ${pct(rule.value)}`
    : `bonificación del ${pct(rule.bonusPercent)} de la cuota`;
}

export function describeReducedRate(rule: ReducedRate): string {
  const cap =
    rule.cappedBase === undefined ? '' : ` (solo sobre los primeros ${eur(rule.cappedBase)})`;
  const assumed =
    rule.assumptions.length === 0
      ? ''
      : ` Suponemos que cumples además: ${rule.assumptions.join('; ')}.`;
  if (rule.bonusPercent !== undefined)
    return `Bonificación del ${pct(rule.bonusPercent)} de la cuota: ${rule.label}${cap}.${assumed}`;
  return `Tipo reducido: ${rule.label}, ${pct(rule.value)}${cap}.${assumed}`;
}

export interface CommunityTaxRates {
  general: DatedScale;
  reduced: readonly ReducedRate[];
  /** Rules not applied and figures the sources do not confirm. */
  notes: readonly string[];
}

export interface DatedNote {
  text: string;
  validFrom?: IsoDate;
  validTo?: IsoDate;
}

export interface CommunityTaxHistory {
  /** Oldest first, without gaps or overlaps. */
  general: readonly DatedScale[];
  /** Superseded ones keep their `validTo`. */
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

/** The rates in force on `date`; undefined before the oldest general scale. */
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

export function currentTaxRates(history: CommunityTaxHistory): CommunityTaxRates {
  const [general] = currentEntries(history.general);
  if (!general) throw new Error('a rate history needs an entry in force');
  return {
    general,
    reduced: currentEntries(history.reduced),
    notes: history.notes.filter((note) => noteApplies(note, null)).map(noteText),
  };
}

/** Defaults: habitual home, any buyer, in force in 2025, checked in the 2026-11 audit. */
export type ReducedRateOptions = Partial<
  Omit<ReducedRate, 'label' | 'value' | 'source' | 'citation' | 'sourcePending'>
>;

/** A reduced rate with the usual defaults (habitual home, any buyer, no assumptions). */
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
