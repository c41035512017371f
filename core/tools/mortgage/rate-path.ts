// The nominal rate of each year of a fixed, variable or mixed Spanish mortgage (Euríbor 12M + spread).
import { EURIBOR_12M } from './euribor';

/** The spec keeps the fixed rate as the default. */
export type RateType = 'fixed' | 'variable' | 'mixed';

export const RATE_TYPES: readonly RateType[] = ['fixed', 'variable', 'mixed'];

export interface RateTerms {
  rateType: RateType;
  interestRate: number;
  /** Years at `interestRate` before a mixed loan turns variable. */
  fixedYears: number;
  /** Euríbor 12M (percent) at every review the path does not cover. */
  euribor: number;
  spread: number;
  /** Euríbor 12M per loan year ([0] = year 1); later years keep the last value ("sube al 3 % y se queda"). */
  euriborPath?: readonly number[];
}

/** The spread (0.75) and a mixed loan's fixed years (10) are not sourced: middle values to replace. */
export const RATE_DEFAULTS: RateTerms = {
  rateType: 'fixed',
  interestRate: 3.5,
  fixedYears: 10,
  euribor: EURIBOR_12M.value,
  spread: 0.75,
};

/** Spanish banks review Euríbor loans yearly. */
export const REVIEW_MONTHS = 12;

const finite = (value: number | undefined, fallback = 0): number =>
  value !== undefined && Number.isFinite(value) ? value : fallback;

/**
 * Never below 0: Ley 5/2019, art. 21.4, forbids a negative ordinary interest and floor clauses.
 * @example variableRate(-0.5, 0.3) // 0
 */
export function variableRate(euribor: number, spread: number): number {
  return Math.max(0, finite(euribor) + finite(spread));
}

/** The path's value for that year (1 = first), its last value after it ends, or `euribor`. */
export function euriborForYear(terms: RateTerms, year: number): number {
  const path = (terms.euriborPath ?? []).filter((value) => Number.isFinite(value));
  if (path.length === 0) return finite(terms.euribor);
  const index = Math.min(Math.max(1, Math.floor(year)), path.length) - 1;
  return path[index] ?? finite(terms.euribor);
}

export function fixedPeriodYears(terms: Pick<RateTerms, 'rateType' | 'fixedYears'>): number {
  if (terms.rateType !== 'mixed') return 0;
  return Math.max(0, Math.floor(finite(terms.fixedYears)));
}

/**
 * Variable: Euríbor + spread from the first year, as bank simulators show it (a fixed first 6-12
 * months is not modelled). Mixed: `interestRate` for `fixedYears`, then variable.
 */
export function rateForYear(terms: RateTerms, year: number): number {
  if (terms.rateType === 'fixed') return Math.max(0, finite(terms.interestRate));
  if (terms.rateType === 'mixed' && year <= fixedPeriodYears(terms)) {
    return Math.max(0, finite(terms.interestRate));
  }
  return variableRate(euriborForYear(terms, year), terms.spread);
}

/** @example variable, spread 1, Euríbor path [2, 3], 3 years // [3, 4, 4] */
export function yearlyRates(terms: RateTerms, years: number): number[] {
  const count = Math.max(0, Math.ceil(finite(years)));
  return Array.from({ length: count }, (_, index) => rateForYear(terms, index + 1));
}

/** The Euríbor moved by `points` every year (stress "+1, +2, +3"); fixed years are unchanged. */
export function shiftEuribor<T extends RateTerms>(terms: T, points: number): T {
  const shift = finite(points);
  return {
    ...terms,
    euribor: finite(terms.euribor) + shift,
    ...(terms.euriborPath ? { euriborPath: terms.euriborPath.map((value) => value + shift) } : {}),
  };
}

/**
 * The "TAE variable" holds the Euríbor as it stands: Directive 2014/17/UE, art. 17.4
 * (legislation.gov.uk/eudr/2014/17/article/17).
 */
export function withConstantEuribor<T extends RateTerms>(terms: T): T {
  const copy = { ...terms };
  delete copy.euriborPath;
  return copy;
}

/** The Euríbor paths the page offers: it rises, it stays, it falls. */
export type EuriborPathKind = 'rising' | 'flat' | 'falling';

export const EURIBOR_PATH_KINDS: readonly EuriborPathKind[] = ['rising', 'flat', 'falling'];

/**
 * 0.5 points a year for 4 years, then held: an assumption, not a forecast. No official source
 * publishes the forward curve (Banco de España and BOE publish past monthly averages only).
 */
export const EURIBOR_PATH_STEP = 0.5;
export const EURIBOR_PATH_YEARS = 4;

/**
 * The Euríbor of each year on a path from `start`, moving `step` a year for `years` years.
 * @example euriborPath('rising', 2.221) // [2.221, 2.721, 3.221, 3.721, 4.221]
 */
export function euriborPath(
  kind: EuriborPathKind,
  start: number,
  step = EURIBOR_PATH_STEP,
  years = EURIBOR_PATH_YEARS,
): number[] {
  const from = finite(start);
  if (kind === 'flat') return [from];
  const sign = kind === 'rising' ? 1 : -1;
  const count = Math.max(0, Math.floor(finite(years)));
  // Rounded to the index's three decimals (2.721, not 2.7209999).
  return Array.from(
    { length: count + 1 },
    (_, index) => Math.round((from + sign * finite(step) * index) * 1000) / 1000,
  );
}
