// One rule of the sources page, made from a dated entry of the tax tables or an official text.
import type { IsoDate, OfficialSource, Provenance } from './tax/sourced';
import { pendingReason } from './tax/sourced';

export interface SourceRule {
  /** 'ITP', 'AJD', 'IVA', 'IRPF', 'Plusvalía municipal', 'Notaría'… */
  tax: string;
  /** 'tipo general' or the reduced rate's condition, in Spanish. */
  rule: string;
  /** In words, from the table ('7 %', a scale, a coefficient table). */
  rate: string;
  /** Absent for a legal rule the tables do not date. */
  validFrom?: IsoDate;
  /** When a later law replaced it. */
  validTo?: IsoDate;
  /** The start date only means "in force then" (IN_FORCE_2025). */
  knownInForce?: boolean;
  source: string;
  citation: string;
  lastChecked?: IsoDate;
  /** What is missing, when "pendiente de confirmar". */
  pending?: string;
  /** An amount with no official tariff: our estimate, labelled so and not counted as pending law. */
  estimate?: string;
  /** A decree's rule set: 'en vigor', 'pendiente de convalidación' or 'derogado'. */
  status?: string;
}

export interface SourceSection {
  /** A community code or a state-wide topic. */
  id: string;
  title: string;
  scope: 'community' | 'state';
  rules: SourceRule[];
  /** Rules left out, or applied with a caveat. */
  pendingNotes: string[];
}

const KNOWN_IN_FORCE: IsoDate = '2025-01-01';

/** STATE_SOURCES' OWN_ESTIMATE: gestoría, tasación, folios have no tariff to confirm. */
const ESTIMATE = 'estimación propia';

/** A pending reason that only says the amount is our estimate goes to `estimate`, not `pending`. */
function doubtOf(reason: string | undefined): Pick<SourceRule, 'pending' | 'estimate'> {
  if (!reason) return {};
  return reason.includes(ESTIMATE) ? { estimate: reason } : { pending: reason };
}

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
    ...doubtOf(pending),
  };
}

/** Held only as its official text (no figure, no date). */
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
    ...doubtOf(official.pending),
  };
}
