// Rate scales by value: flat, marginal (each slice at its rate) or whole-value (one rate by value).
import { AUDIT_2026_11, cite, type IsoDate, type OfficialSource, type Provenance } from './sourced';

/** Rate in percent up to `upTo` (inclusive); `null` means "and above". */
export interface Bracket {
  upTo: number | null;
  rate: number;
}

/** `marginal`: each slice at its rate (IRPF, Cataluña ITP); `whole-value`: one rate (Asturias ITP). */
export type ScaleMode = 'marginal' | 'whole-value';

export interface RateScale {
  mode: ScaleMode;
  brackets: readonly Bracket[];
  /** Marginal only: base times the average rate rounded to this many decimals (Baleares ITP, ATIB). */
  averageRateDecimals?: number;
  /**
   * Whole-value only: past each tranche top the tax rises by at most the value above that top
   * (Madrid AJD, DL 1/2010 art. 37), so one euro more never costs more than one euro of tax.
   */
  capJumps?: boolean;
}

export type DatedScale = RateScale & Provenance;

/** Unrounded. */
export interface ScaleSlice {
  from: number;
  to: number | null;
  rate: number;
  base: number;
  tax: number;
}

export function flatScale(rate: number): RateScale {
  return { mode: 'marginal', brackets: [{ upTo: null, rate }] };
}

/** A string is the `unconfirmed` reason. */
export type ProvenanceExtras =
  string | Partial<Omit<Provenance, 'validFrom' | 'source' | 'citation' | 'sourcePending'>>;

function extras(more: ProvenanceExtras | undefined): Partial<Provenance> {
  const fields = typeof more === 'string' ? { unconfirmed: more } : (more ?? {});
  return { lastChecked: AUDIT_2026_11, ...fields };
}

/** Checked in the 2026-11 audit unless told. */
export function datedFlat(
  rate: number,
  validFrom: IsoDate,
  source: OfficialSource,
  more?: ProvenanceExtras,
): DatedScale {
  return { ...flatScale(rate), validFrom, ...cite(source), ...extras(more) };
}

/** Checked in the 2026-11 audit unless told. */
export function datedScale(
  mode: ScaleMode,
  brackets: readonly Bracket[],
  validFrom: IsoDate,
  source: OfficialSource,
  more?: ProvenanceExtras,
  options: Pick<RateScale, 'capJumps' | 'averageRateDecimals'> = {},
): DatedScale {
  return { mode, brackets, ...options, validFrom, ...cite(source), ...extras(more) };
}

/** @example marginalSlices(10_000, [{ upTo: 6_000, rate: 19 }, { upTo: null, rate: 21 }]) // 1,140 + 840 */
export function marginalSlices(base: number, brackets: readonly Bracket[]): ScaleSlice[] {
  const slices: ScaleSlice[] = [];
  let from = 0;
  for (const bracket of brackets) {
    const top = bracket.upTo ?? Number.POSITIVE_INFINITY;
    const part = Math.max(0, Math.min(base, top) - from);
    slices.push({
      from,
      to: bracket.upTo,
      rate: bracket.rate,
      base: part,
      tax: (part * bracket.rate) / 100,
    });
    if (bracket.upTo === null) break;
    from = bracket.upTo;
  }
  return slices;
}

/** The sum of marginalSlices' taxes, slice by slice in the same order, without the slices. */
function marginalTax(base: number, brackets: readonly Bracket[]): number {
  let tax = 0;
  let from = 0;
  for (const bracket of brackets) {
    const top = bracket.upTo ?? Number.POSITIVE_INFINITY;
    const part = Math.max(0, Math.min(base, top) - from);
    tax += (part * bracket.rate) / 100;
    if (bracket.upTo === null) break;
    from = bracket.upTo;
  }
  return tax;
}

/** Tranche tops are inclusive. */
export function bracketRateFor(value: number, brackets: readonly Bracket[]): number {
  const found = brackets.find((bracket) => bracket.upTo === null || value <= bracket.upTo);
  return found?.rate ?? brackets[brackets.length - 1]?.rate ?? 0;
}

/**
 * Unrounded; negative bases pay nothing.
 * @example scaleTax(700_000, balearesTariff) // average 8.5714 % -> 8.57 % x 700,000 = 59,990
 */
export function scaleTax(base: number, scale: RateScale): number {
  if (!(base > 0)) return 0;
  if (scale.mode === 'whole-value') return wholeValueTax(base, scale);
  const tax = marginalTax(base, scale.brackets);
  if (scale.averageRateDecimals === undefined) return tax;
  return (base * roundHalfUp((tax / base) * 100, scale.averageRateDecimals)) / 100;
}

/** The top of the tranche below the one `base` falls in; undefined in the first tranche. */
function previousTop(base: number, brackets: readonly Bracket[]): number | undefined {
  const index = brackets.findIndex((bracket) => bracket.upTo === null || base <= bracket.upTo);
  return index > 0 ? (brackets[index - 1]?.upTo ?? undefined) : undefined;
}

/** @example wholeValueTax(180_001, madridAjd) // min(0.75 % x 180,001, 900 + 1) = 901 */
function wholeValueTax(base: number, scale: RateScale): number {
  const tax = (base * bracketRateFor(base, scale.brackets)) / 100;
  const top = scale.capJumps ? previousTop(base, scale.brackets) : undefined;
  if (top === undefined) return tax;
  return Math.min(tax, scaleTax(top, scale) + (base - top));
}

/** Whether the jump cap lowers the whole-value tax of `base`. */
export function jumpCapped(base: number, scale: RateScale): boolean {
  if (scale.mode !== 'whole-value' || !scale.capJumps || !(base > 0)) return false;
  return scaleTax(base, scale) < (base * bracketRateFor(base, scale.brackets)) / 100;
}

// Half up, as the tax office rounds; the epsilon keeps 8.575 (stored as 8.57499...) at 8.58.
function roundHalfUp(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.floor(value * factor + 0.5 + 1e-9) / factor;
}

export function isFlat(scale: RateScale): boolean {
  return scale.brackets.length === 1;
}
