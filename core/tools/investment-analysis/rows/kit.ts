// What the analysis rows share: their type (a field-table row that names its form step and when the
// form shows it) and the bounds several rows repeat.
import { MONEY_CEILING, MONEY_CEILING_MESSAGE, type FieldRow } from '../../fields';
import { ANALYSIS_MESSAGES as M } from '../messages';
import type { Letting, Residence } from '../regimes';

export type StepId = 'compra' | 'financiacion' | 'alquiler' | 'irpf' | 'venta' | 'criterios';

export interface FieldOption {
  value: string;
  label: string;
}

export interface FieldContext {
  letting: Letting;
  residence: Residence;
  owners: number;
}

type Shown = (context: FieldContext) => boolean;

export const tourist: Shown = ({ letting }) => letting === 'tourist';
export const monthly: Shown = (context) => !tourist(context);
export const resident: Shown = ({ residence }) => residence === 'resident';
export const twoOwners: Shown = ({ owners }) => owners === 2;

export type RowSpec = FieldRow & {
  /** Newer than the first shared links: an input or link without it gets its default. */
  newer?: true;
  shownWhen?: Shown;
  options?: readonly FieldOption[];
};

export type AnalysisRow = RowSpec & { step: StepId };

/** A step's rows, each stamped with the step, their exact types kept for the derived keys. */
export function stepRows<const S extends StepId, const R extends readonly RowSpec[]>(
  step: S,
  rows: R,
): { readonly [I in keyof R]: R[I] & { step: S } } {
  return rows.map((row) => ({ ...row, step })) as unknown as {
    readonly [I in keyof R]: R[I] & { step: S };
  };
}

export const between = (min: number, max: number, message: string) => ({
  min: { value: min, message },
  max: { value: max, message },
});
export const MONEY = {
  min: { value: 0, message: M.money },
  max: { value: MONEY_CEILING, message: MONEY_CEILING_MESSAGE },
};
export const PERCENT = between(0, 100, M.percent);
export const GROWTH = between(-50, 50, M.growth);

export const notInExcel = (why: string) => ({ excel: false, notInExcel: why }) as const;
