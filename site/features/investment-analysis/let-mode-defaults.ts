// A tourist or seasonal let brings its own defaults (no rent-default insurance, furniture and
// supplies from the editors' table): a field still at the previous mode's default takes the new
// one when the letting changes; a figure the visitor typed stays.
import { useEffect, useRef } from 'react';
import { letDefaults, type LetDefaults, type LetModeFigures } from '../../../core/let-modes';
import type { Letting } from '../../../core/tools/investment-analysis/regimes';
import { formNumber, toInputText } from '../../lib/form/numbers';

const KEYS: readonly (keyof LetDefaults)[] = ['defaultInsurancePercent', 'furniture', 'utilities'];

/** The texts to set when the letting changes from `before` to `after`: the untouched fields only. */
export function letModeChanges(
  texts: Partial<Record<keyof LetDefaults, unknown>>,
  before: Letting,
  after: Letting,
  figures: LetModeFigures,
): Partial<Record<keyof LetDefaults, string>> {
  const from = letDefaults(before, figures);
  const to = letDefaults(after, figures);
  const changes: Partial<Record<keyof LetDefaults, string>> = {};
  for (const key of KEYS) {
    const typed = formNumber(texts[key]);
    const untouched = (typed ?? 0) === from[key];
    if (untouched && from[key] !== to[key]) changes[key] = toInputText(to[key]);
  }
  return changes;
}

export interface LetModeForm {
  watch: (
    callback: (values: Record<string, unknown>, info: { name?: string; type?: 'change' }) => void,
  ) => { unsubscribe: () => void };
  getValues: () => Record<string, unknown>;
  reset: (values: Record<string, unknown>) => void;
  changed: () => ReadonlySet<string>;
}

/**
 * When the visitor picks another letting (a change event, not a link or a restore), the fields he
 * has not typed take the new mode's defaults.
 */
export function useLetModeDefaults(form: LetModeForm, figures: LetModeFigures): void {
  const previous = useRef<Letting | undefined>(undefined);
  useEffect(() => {
    previous.current = form.getValues().letting as Letting | undefined;
    const subscription = form.watch((values, info) => {
      const after = values.letting as Letting | undefined;
      const before = previous.current;
      previous.current = after;
      if (info.name !== 'letting' || info.type !== 'change' || !before || !after) return;
      const typed = form.changed();
      const texts = Object.fromEntries(
        Object.entries(values).filter(([key]) => !typed.has(key)),
      ) as Partial<Record<keyof LetDefaults, unknown>>;
      const changes = letModeChanges(texts, before, after, figures);
      if (Object.keys(changes).length > 0) form.reset({ ...form.getValues(), ...changes });
    });
    return () => subscription.unsubscribe();
  }, [form, figures]);
}
