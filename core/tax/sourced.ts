// Dated, sourced figures: every tax rate or fee in core/tax says when it applies, where it comes from
// and how sure we are; tables keep superseded entries so a calculation can use the law of its date.

/** A calendar date, `YYYY-MM-DD`. */
export type IsoDate = `${number}-${number}-${number}`;

/**
 * Start date used when a source confirms a figure for 2025-2026 but gives no start date.
 * It means "known to be in force on this day", not "started on this day".
 */
export const IN_FORCE_2025: IsoDate = '2025-01-01';

/** Day of the last full review of the rate tables (shared/reference/rates-audit-2026-11.md). */
export const AUDIT_2026_11: IsoDate = '2026-11-23';

/**
 * How sure the source is (labels of the rates audit): `law` = law text, official page or a
 * law-firm summary naming the enacted norm; `press` = press or commercial page; `unconfirmed` =
 * conflicting or missing sources, the most cited value is used.
 */
export type Confidence = 'law' | 'press' | 'unconfirmed';

/**
 * The official text a figure rests on: the BOE, a regional gazette or a tax agency, never a blog,
 * a law firm, a lender or a commercial page (core/tax/official-sources.test.ts holds the hosts).
 */
export interface OfficialSource {
  /** Address of the official text (BOE consolidated text, gazette, tax agency page). */
  url: string;
  /** Spanish: the law, its article and its date, e.g. "Ley 13/1997, de 23 de diciembre, art. Trece". */
  citation: string;
  /** Spanish: what the official text we link does not confirm (missing article, unread amendment). */
  pending?: string;
}

/** Metadata every figure carries. Addresses come from core/tax/purchase-sources.ts. */
export interface Provenance {
  /** First day the figure applies (see IN_FORCE_2025 when the source gives no date). */
  validFrom: IsoDate;
  /** Last day it applied, when a later law replaced it; absent while in force. */
  validTo?: IsoDate;
  /** Address of the official text the figure rests on. */
  source: string;
  /** The law, article and date behind `source`, in Spanish. */
  citation?: string;
  /** Set when the official text is not confirmed ("pendiente de confirmar"): what is missing. */
  sourcePending?: string;
  /** Set when the sources do not confirm the figure; says, in Spanish, what is doubtful. */
  unconfirmed?: string;
  /** Defaults to `unconfirmed` when `unconfirmed` is set, else `press` (see `confidenceOf`). */
  confidence?: Confidence;
  /** Day someone last checked the figure against its source. */
  lastChecked?: IsoDate;
}

/** A single rate in percent (7 means 7 %). */
export interface DatedRate extends Provenance {
  value: number;
}

/**
 * The provenance fields of an official source.
 * @example cite({ url: 'https://www.boe.es/buscar/act.php?id=BOE-A-1992-28740', citation: 'Ley 37/1992, art. 91' })
 * // { source: 'https://www.boe.es/…', citation: 'Ley 37/1992, art. 91' }
 */
export function cite(
  official: OfficialSource,
): Pick<Provenance, 'source' | 'citation' | 'sourcePending'> {
  return {
    source: official.url,
    citation: official.citation,
    ...(official.pending ? { sourcePending: official.pending } : {}),
  };
}

/**
 * Everything a figure still lacks, in Spanish, or undefined when nothing: the doubt about the
 * figure first, then what the official text does not confirm.
 */
export function pendingReason(item: Provenance): string | undefined {
  const parts = [item.unconfirmed, item.sourcePending].filter((part): part is string => !!part);
  return parts.length === 0 ? undefined : parts.join('; ');
}

/** The confidence of a figure, with the defaults of `Provenance.confidence`. */
export function confidenceOf(item: Provenance): Confidence {
  if (item.unconfirmed) return 'unconfirmed';
  return item.confidence ?? 'press';
}

/** Whether a figure applies on `date` (both ends inclusive). */
export function inForceOn(item: Provenance, date: IsoDate): boolean {
  return item.validFrom <= date && (item.validTo === undefined || date <= item.validTo);
}

/**
 * The entry of a history in force on `date`, or undefined before the oldest one.
 * @example entryOn([{ validFrom: '2025-01-01', validTo: '2026-05-31', ... }, { validFrom: '2026-06-01', ... }], '2026-06-01') // the second
 */
export function entryOn<T extends Provenance>(history: readonly T[], date: IsoDate): T | undefined {
  return history.find((item) => inForceOn(item, date));
}

/** The entries of a history still in force (no `validTo`). */
export function currentEntries<T extends Provenance>(history: readonly T[]): T[] {
  return history.filter((item) => item.validTo === undefined);
}

/** Latest `validFrom` among the given figures (ISO dates sort as text). */
export function latestValidFrom(items: readonly Provenance[]): IsoDate {
  let latest: IsoDate = '1900-01-01';
  for (const item of items) if (item.validFrom > latest) latest = item.validFrom;
  return latest;
}
