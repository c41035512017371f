// Dated, sourced figures: each rate or fee says when it applies, where it comes from and how sure
// we are; superseded entries stay so a calculation uses the law of its date.

export type IsoDate = `${number}-${number}-${number}`;

/** Start date of a figure confirmed for 2025-2026 without one: "in force then", not "started then". */
export const IN_FORCE_2025: IsoDate = '2025-01-01';

/** The last full review (shared/reference/rates-audit-2026-11.md). */
export const AUDIT_2026_11: IsoDate = '2026-11-23';

/** `law`: law text or a summary naming the norm; `press`; `unconfirmed`: sources disagree. */
export type Confidence = 'law' | 'press' | 'unconfirmed';

/** The BOE, a gazette or a tax agency, never a blog or a lender (official-sources.test.ts). */
export interface OfficialSource {
  url: string;
  /** Spanish, e.g. "Ley 13/1997, de 23 de diciembre, art. Trece". */
  citation: string;
  /** What the linked text does not confirm (missing article, unread amendment). */
  pending?: string;
}

export interface Provenance {
  /** See IN_FORCE_2025 when the source gives no date. */
  validFrom: IsoDate;
  /** Absent while in force. */
  validTo?: IsoDate;
  source: string;
  citation?: string;
  /** What the official text does not confirm ("pendiente de confirmar"). */
  sourcePending?: string;
  /** What is doubtful about the figure itself. */
  unconfirmed?: string;
  /** Defaults: `unconfirmed` when `unconfirmed` is set, else `press`. */
  confidence?: Confidence;
  lastChecked?: IsoDate;
}

export interface DatedRate extends Provenance {
  value: number;
}

/** The provenance fields of an official source. */
export function cite(
  official: OfficialSource,
): Pick<Provenance, 'source' | 'citation' | 'sourcePending'> {
  return {
    source: official.url,
    citation: official.citation,
    ...(official.pending ? { sourcePending: official.pending } : {}),
  };
}

/** What a figure still lacks (its doubt first, then the text's), or undefined. */
export function pendingReason(item: Provenance): string | undefined {
  const parts = [item.unconfirmed, item.sourcePending].filter((part): part is string => !!part);
  return parts.length === 0 ? undefined : parts.join('; ');
}

export function confidenceOf(item: Provenance): Confidence {
  if (item.unconfirmed) return 'unconfirmed';
  return item.confidence ?? 'press';
}

/** Both ends inclusive. */
export function inForceOn(item: Provenance, date: IsoDate): boolean {
  return item.validFrom <= date && (item.validTo === undefined || date <= item.validTo);
}

/** The entry in force on `date`, or undefined before the oldest. */
export function entryOn<T extends Provenance>(history: readonly T[], date: IsoDate): T | undefined {
  return history.find((item) => inForceOn(item, date));
}

export function currentEntries<T extends Provenance>(history: readonly T[]): T[] {
  return history.filter((item) => item.validTo === undefined);
}

/** ISO dates sort as text. */
export function latestValidFrom(items: readonly Provenance[]): IsoDate {
  let latest: IsoDate = '1900-01-01';
  for (const item of items) if (item.validFrom > latest) latest = item.validFrom;
  return latest;
}
