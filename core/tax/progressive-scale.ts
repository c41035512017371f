// Rate scales by value: flat, marginal (each slice at its own rate) or whole-value (one rate picked by value).
import { AUDIT_2026_11, cite, type IsoDate, type OfficialSource, type Provenance } from './sourced';

/** One tranche: rate in percent up to `upTo` (inclusive); `null` means "and above". */
export interface Bracket {
  upTo: number | null;
  rate: number;
}

/**
 * `marginal`: each slice of the base pays its own rate (IRPF, Cataluña ITP).
 * `whole-value`: the whole base pays the rate of the tranche it falls in (Asturias ITP).
 */
export type ScaleMode = 'marginal' | 'whole-value';

export interface RateScale {
  mode: ScaleMode;
  brackets: readonly Bracket[];
  /**
   * Marginal scales only: the tax is the base times the average rate of the tariff rounded to
   * this many decimals (Baleares ITP: "tipo medio" with two decimals, ATIB).
   */
  averageRateDecimals?: number;
}

export type DatedScale = RateScale & Provenance;

/** The part of a base that falls in one tranche and the tax on it (unrounded). */
export interface ScaleSlice {
  from: number;
  to: number | null;
  rate: number;
  base: number;
  tax: number;
}

/** A single-rate scale. */
export function flatScale(rate: number): RateScale {
  return { mode: 'marginal', brackets: [{ upTo: null, rate }] };
}

/** Extra metadata of a dated figure: a string is the `unconfirmed` reason. */
export type ProvenanceExtras =
  string | Partial<Omit<Provenance, 'validFrom' | 'source' | 'citation' | 'sourcePending'>>;

function extras(more: ProvenanceExtras | undefined): Partial<Provenance> {
  const fields = typeof more === 'string' ? { unconfirmed: more } : (more ?? {});
  return { lastChecked: AUDIT_2026_11, ...fields };
}

/** A single-rate scale with its date and official source, checked in the 2026-11 audit unless told. */
export function datedFlat(
  rate: number,
  validFrom: IsoDate,
  source: OfficialSource,
  more?: ProvenanceExtras,
): DatedScale {
  return { ...flatScale(rate), validFrom, ...cite(source), ...extras(more) };
}

/** A scale of several tranches with its date and official source, checked in the 2026-11 audit unless told. */
export function datedScale(
  mode: ScaleMode,
  brackets: readonly Bracket[],
  validFrom: IsoDate,
  source: OfficialSource,
  more?: ProvenanceExtras,
): DatedScale {
  return { mode, brackets, validFrom, ...cite(source), ...extras(more) };
}

/**
 * Splits a base over marginal tranches.
 * @example marginalSlices(10_000, [{ upTo: 6_000, rate: 19 }, { upTo: null, rate: 21 }])
 * // 6,000 x 19% = 1,140 and 4,000 x 21% = 840
 */
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

/**
 * Rate of the tranche a value falls in (tranche tops are inclusive).
 * @example bracketRateFor(300_000, [{ upTo: 300_000, rate: 8 }, { upTo: null, rate: 9 }]) // 8
 */
export function bracketRateFor(value: number, brackets: readonly Bracket[]): number {
  const found = brackets.find((bracket) => bracket.upTo === null || value <= bracket.upTo);
  return found?.rate ?? brackets[brackets.length - 1]?.rate ?? 0;
}

/**
 * Tax on `base` under a scale, unrounded. Negative bases pay nothing.
 * @example scaleTax(700_000, { mode: 'marginal', brackets: [{ upTo: 600_000, rate: 10 }, { upTo: null, rate: 11 }] })
 * // 600,000 x 10% + 100,000 x 11% = 71,000
 * @example scaleTax(400_000, { mode: 'whole-value', brackets: [{ upTo: 300_000, rate: 8 }, { upTo: null, rate: 9 }] })
 * // 400,000 x 9% = 36,000
 * @example scaleTax(700_000, balearesTariff) // average 8.5714 % -> 8.57 % x 700,000 = 59,990
 */
export function scaleTax(base: number, scale: RateScale): number {
  if (!(base > 0)) return 0;
  if (scale.mode === 'whole-value') return (base * bracketRateFor(base, scale.brackets)) / 100;
  const tax = marginalSlices(base, scale.brackets).reduce((sum, slice) => sum + slice.tax, 0);
  if (scale.averageRateDecimals === undefined) return tax;
  return (base * roundHalfUp((tax / base) * 100, scale.averageRateDecimals)) / 100;
}

// Half up, as the tax office rounds; the epsilon keeps 8.575 (stored as 8.57499...) at 8.58.
function roundHalfUp(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.floor(value * factor + 0.5 + 1e-9) / factor;
}

/** True when the scale has one rate for every value. */
export function isFlat(scale: RateScale): boolean {
  return scale.brackets.length === 1;
}
