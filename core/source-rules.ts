// One rule of the sources page, made from a dated entry of the tax tables or an official text.
import type { IsoDate, OfficialSource, Provenance } from './tax/sourced';
import { pendingReason } from './tax/sourced';

/** One rule as the page lists it. */
export interface SourceRule {
  /** The tax or concept: 'ITP', 'AJD', 'IVA', 'IRPF', 'Plusvalía municipal', 'Notaría'… */
  tax: string;
  /** What the rule is: 'tipo general' or the reduced rate's condition, in Spanish. */
  rule: string;
  /** The rate or amount in words, from the table ('7 %', a scale, a coefficient table). */
  rate: string;
  /** First day it applies; absent for a legal rule the tables do not date. */
  validFrom?: IsoDate;
  /** Last day it applied, when a later law replaced it. */
  validTo?: IsoDate;
  /** The figure's start date only means "in force then" (IN_FORCE_2025), not "started then". */
  knownInForce?: boolean;
  /** Address of the official text. */
  source: string;
  /** The law, article and date, in Spanish. */
  citation: string;
  lastChecked?: IsoDate;
  /** Why it is "pendiente de confirmar" (what is missing), when it is. */
  pending?: string;
}

export interface SourceSection {
  /** Anchor of the section (a community code or a state-wide topic). */
  id: string;
  title: string;
  /** 'community': one of the 19; 'state': rules for the whole country. */
  scope: 'community' | 'state';
  rules: SourceRule[];
  /** The tables' "Pendiente de confirmar" notes: rules left out, or applied with a caveat. */
  pendingNotes: string[];
}

const KNOWN_IN_FORCE: IsoDate = '2025-01-01';

/** A dated figure of the tables as one rule of the page. */
export function ruleOf(tax: string, rule: string, rate: string, entry: Provenance): SourceRule {
  const pending = pendingReason(entry);
  return {
    tax,
    rule,
    rate,
    validFrom: entry.validFrom,
    ...(entry.validTo ? { validTo: entry.validTo } : {}),
    ...(entry.validFrom === KNOWN_IN_FORCE ? { knownInForce: true } : {}),
    source: entry.source,
    citation: entry.citation ?? entry.source,
    ...(entry.lastChecked ? { lastChecked: entry.lastChecked } : {}),
    ...(pending ? { pending } : {}),
  };
}

/** A legal rule the tables hold only as its official text (no figure, no date). */
export function lawRule(
  tax: string,
  rule: string,
  rate: string,
  official: OfficialSource,
): SourceRule {
  return {
    tax,
    rule,
    rate,
    source: official.url,
    citation: official.citation,
    ...(official.pending ? { pending: official.pending } : {}),
  };
}
