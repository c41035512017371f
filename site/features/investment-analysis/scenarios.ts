// Named analyses saved in the browser: reading them back through the form's schema, adding, replacing and removing.
import * as z from 'zod/mini';
import { analysisSchema } from '../../../core/tools/investment-analysis/schema';
import type { AnalysisFormValues } from '../../../core/tools/investment-analysis/fields';
import { SCENARIO_NAME } from '../../../core/tools/investment-analysis/result-fields';
import {
  PURCHASE_COST_LINES,
  type PurchaseCostsOverride,
} from '../../../core/tools/investment-analysis/inputs';

export interface SavedScenario {
  id: string;
  name: string;
  /** ISO date-time of the last save. */
  savedAt: string;
  values: AnalysisFormValues;
  override?: PurchaseCostsOverride;
}

/** Enough for a search of a few flats; the oldest go first beyond it. */
export const MAX_SCENARIOS = 20;
/** Side by side: three columns still fit a phone turned sideways and a printed page. */
export const MAX_COMPARED = 3;
/** A name's limit: the field's own (the form's input and what storage accepts agree). */
export const MAX_NAME_LENGTH = SCENARIO_NAME.maxLength;

const money = z.number().check(z.minimum(0));
const overrideSchema = z.object({
  total: z.optional(money),
  lines: z.optional(z.partialRecord(z.enum(PURCHASE_COST_LINES), money)),
});

export const scenariosSchema = z.array(
  z.object({
    id: z.string().check(z.minLength(1)),
    name: z.string().check(z.minLength(1), z.maxLength(MAX_NAME_LENGTH)),
    savedAt: z.string(),
    values: analysisSchema,
    override: z.optional(overrideSchema),
  }),
);

export function cleanName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').slice(0, MAX_NAME_LENGTH);
}

// A scenario of the same name (any letter case) is replaced in place, a new one goes first;
// beyond MAX_SCENARIOS the oldest are dropped.
export function saveScenario(
  list: readonly SavedScenario[],
  entry: {
    name: string;
    values: AnalysisFormValues;
    override?: PurchaseCostsOverride;
    now: string;
    id: string;
  },
): SavedScenario[] {
  const name = cleanName(entry.name);
  if (!name) return [...list];
  const existing = list.find((s) => s.name.toLowerCase() === name.toLowerCase());
  const saved: SavedScenario = {
    id: existing?.id ?? entry.id,
    name,
    savedAt: entry.now,
    values: entry.values,
    ...(entry.override ? { override: entry.override } : {}),
  };
  if (existing) return list.map((s) => (s.id === existing.id ? saved : s));
  return [saved, ...list].slice(0, MAX_SCENARIOS);
}

export function removeScenario(list: readonly SavedScenario[], id: string): SavedScenario[] {
  return list.filter((s) => s.id !== id);
}

/** At most MAX_COMPARED ticked: a fourth tick is refused. */
export function toggleCompared(selected: readonly string[], id: string): string[] {
  if (selected.includes(id)) return selected.filter((s) => s !== id);
  return selected.length >= MAX_COMPARED ? [...selected] : [...selected, id];
}
