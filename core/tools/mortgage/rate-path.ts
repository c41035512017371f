// The nominal rate of each loan year of a fixed, variable or mixed Spanish mortgage (Euríbor 12M + spread).
import { EURIBOR_12M } from './euribor';

/** 'fijo' | 'variable' | 'mixto' on the page; the spec keeps the fixed rate as the default. */
export type RateType = 'fixed' | 'variable' | 'mixed';

export const RATE_TYPES: readonly RateType[] = ['fixed', 'variable', 'mixed'];

export interface RateTerms {
  rateType: RateType;
  /** Nominal annual rate in percent (TIN) of a fixed loan, or of the fixed years of a mixed one. */
  interestRate: number;
  /** Years at `interestRate` before a mixed loan turns variable; ignored by the other types. */
  fixedYears: number;
  /** Euríbor 12M in percent assumed at every review that the path does not cover. */
  euribor: number;
  /** Spread (diferencial) in percentage points added to the Euríbor. */
  spread: number;
  /**
   * Optional Euríbor 12M per loan year, in percent: element 0 applies to year 1. Years after the
   * last element keep the last value, as a user who types "sube al 3 % y se queda" expects.
   */
  euriborPath?: readonly number[];
}

/**
 * Defaults of the new fields; `interestRate` keeps the spec default of 3.5 %. The spread (0.75)
 * and the fixed years of a mixed loan (10) are not sourced figures: middle values for the user to
 * replace with the bank's offer.
 */
export const RATE_DEFAULTS: RateTerms = {
  rateType: 'fixed',
  interestRate: 3.5,
  fixedYears: 10,
  euribor: EURIBOR_12M.value,
  spread: 0.75,
};

/** Months between two reviews of a variable rate: Spanish banks review Euríbor loans yearly. */
export const REVIEW_MONTHS = 12;

const finite = (value: number | undefined, fallback = 0): number =>
  value !== undefined && Number.isFinite(value) ? value : fallback;

/**
 * Euríbor + spread, never below 0: Ley 5/2019, art. 21.4, forbids a negative ordinary interest
 * (and any floor clause), so a very negative Euríbor gives 0 %, not a payment from the bank.
 * @example variableRate(2.221, 0.75) // 2.971
 * @example variableRate(-0.5, 0.3) // 0
 */
export function variableRate(euribor: number, spread: number): number {
  return Math.max(0, finite(euribor) + finite(spread));
}

/**
 * The Euríbor assumed for loan year `year` (1 = first): the path's value for that year, the
 * path's last value after it ends, or the constant `euribor` without a path.
 * @example euriborForYear({ ...RATE_DEFAULTS, euribor: 2.2, euriborPath: [2.5, 3] }, 5) // 3
 */
export function euriborForYear(terms: RateTerms, year: number): number {
  const path = (terms.euriborPath ?? []).filter((value) => Number.isFinite(value));
  if (path.length === 0) return finite(terms.euribor);
  const index = Math.min(Math.max(1, Math.floor(year)), path.length) - 1;
  return path[index] ?? finite(terms.euribor);
}

/** Whole fixed years of a mixed loan, at least 0. */
export function fixedPeriodYears(terms: Pick<RateTerms, 'rateType' | 'fixedYears'>): number {
  if (terms.rateType !== 'mixed') return 0;
  return Math.max(0, Math.floor(finite(terms.fixedYears)));
}

/**
 * Nominal annual rate in percent that applies during loan year `year` (1 = first).
 * Fixed: `interestRate` throughout. Variable: Euríbor of that year + spread from the first year
 * (as bank simulators show it; a bank may fix the first 6-12 months, which is not modelled).
 * Mixed: `interestRate` for `fixedYears`, then Euríbor + spread.
 * @example rateForYear({ ...RATE_DEFAULTS, rateType: 'mixed', interestRate: 2.5, fixedYears: 5, euribor: 2.2, spread: 0.8 }, 6) // 3
 */
export function rateForYear(terms: RateTerms, year: number): number {
  if (terms.rateType === 'fixed') return Math.max(0, finite(terms.interestRate));
  if (terms.rateType === 'mixed' && year <= fixedPeriodYears(terms)) {
    return Math.max(0, finite(terms.interestRate));
  }
  return variableRate(euriborForYear(terms, year), terms.spread);
}

/**
 * The rate of every loan year, for `years` years.
 * @example yearlyRates({ ...RATE_DEFAULTS, rateType: 'variable', euribor: 2, spread: 1, euriborPath: [2, 3] }, 3) // [3, 4, 4]
 */
export function yearlyRates(terms: RateTerms, years: number): number[] {
  const count = Math.max(0, Math.ceil(finite(years)));
  return Array.from({ length: count }, (_, index) => rateForYear(terms, index + 1));
}

/**
 * The same terms with the Euríbor moved by `points` in every year (path included): the stress
 * scenarios "Euríbor +1, +2, +3". A fixed loan, or a mixed one during its fixed years, is unchanged.
 * @example shiftEuribor({ ...RATE_DEFAULTS, euribor: 2.2, euriborPath: [2, 2.5] }, 1) // euribor 3.2, path [3, 3.5]
 */
export function shiftEuribor<T extends RateTerms>(terms: T, points: number): T {
  const shift = finite(points);
  return {
    ...terms,
    euribor: finite(terms.euribor) + shift,
    ...(terms.euriborPath ? { euriborPath: terms.euriborPath.map((value) => value + shift) } : {}),
  };
}

/**
 * The terms with the Euríbor held at its current value, no path: the assumption of the
 * "TAE variable": Directive 2014/17/UE, art. 17.4, takes a borrowing rate that may vary as it
 * stands when the TAE is calculated (legislation.gov.uk/eudr/2014/17/article/17).
 */
export function withConstantEuribor<T extends RateTerms>(terms: T): T {
  const copy = { ...terms };
  delete copy.euriborPath;
  return copy;
}

/** The Euríbor paths the page offers beside the flat one: it rises, it stays, it falls. */
export type EuriborPathKind = 'rising' | 'flat' | 'falling';

export const EURIBOR_PATH_KINDS: readonly EuriborPathKind[] = ['rising', 'flat', 'falling'];

/**
 * How the rising and falling paths move: 0.5 points at each yearly review for 4 years (2 points
 * in all), then held. Not a forecast: an assumption the user picks, shown as such. The market's
 * forward curve is not offered because no official source publishes it (the Banco de España and
 * the BOE publish past monthly averages only; futures prices come from private vendors).
 */
export const EURIBOR_PATH_STEP = 0.5;
export const EURIBOR_PATH_YEARS = 4;

/**
 * The Euríbor of each loan year on a path starting at `start` (year 1), moving `step` points a
 * year for `years` years and held after (euriborForYear keeps the last value).
 * @example euriborPath('rising', 2.221) // [2.221, 2.721, 3.221, 3.721, 4.221]
 * @example euriborPath('falling', 1) // [1, 0.5, 0, -0.5, -1]
 * @example euriborPath('flat', 2.221) // [2.221]
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
  // Rounded to the index's three decimals, so 2.221 + 0.5 is 2.721, not 2.7209999.
  return Array.from(
    { length: count + 1 },
    (_, index) => Math.round((from + sign * finite(step) * index) * 1000) / 1000,
  );
}
