// Dated, sourced figures: every tax rate or fee in core/tax says when it applies from and where it comes from.

/** A calendar date, `YYYY-MM-DD`. */
export type IsoDate = `${number}-${number}-${number}`;

/**
 * Start date used when a source confirms a figure for 2025-2026 but gives no start date.
 * It means "known to be in force on this day", not "started on this day".
 */
export const IN_FORCE_2025: IsoDate = '2025-01-01';

/** Metadata every figure carries. Addresses come from shared/reference/*.md. */
export interface Provenance {
  /** First day the figure applies (see IN_FORCE_2025 when the source gives no date). */
  validFrom: IsoDate;
  /** Address of the page the figure rests on. */
  source: string;
  /** Set when the reference marks the figure as not confirmed; says what is doubtful. */
  unconfirmed?: string;
}

/** A single rate in percent (7 means 7 %). */
export interface DatedRate extends Provenance {
  value: number;
}

/** Latest `validFrom` among the given figures (ISO dates sort as text). */
export function latestValidFrom(items: readonly Provenance[]): IsoDate {
  let latest: IsoDate = '1900-01-01';
  for (const item of items) if (item.validFrom > latest) latest = item.validFrom;
  return latest;
}
