// The investment-analysis form without zod: its values, defaults and storage keys (the field
// table by step: steps.ts; what a link opens: site/features/investment-analysis/link.ts).
// The page imports these; the zod schema (schema.ts) loads only when a form is restored or used.
import { defaultLoanAmount, type CommunityCode, type PropertyType } from '../purchase-costs/fields';
import type { RateType } from '../mortgage/rate-path';
import { zeroWhenEmptyOf } from '../fields';
import { ANALYSIS_FIELDS, type AnalysisNumberKey } from './field-rows';
import { ANALYSIS_DEFAULTS, type AnalysisInput } from './inputs';
import type { Letting, Residence } from './regimes';
export { ANALYSIS_STORAGE_KEY, SCENARIOS_STORAGE_KEY } from '../../storage-keys';

export type { AnalysisNumberKey };

/** The fields whose empty value is derived (the minimum TIR: the benchmark); undefined when empty. */
type DerivedKey = 'minIrrPercent';

/** The number fields of the form, in the share link's order. */
export const ANALYSIS_NUMBER_KEYS: readonly AnalysisNumberKey[] =
  /* @__PURE__ */ ANALYSIS_FIELDS.map((row) => row.name);

/** What the form holds once valid: numbers (0 meaning "not given" for the optional ones), choices, a date. */
export type AnalysisFormValues = Record<Exclude<AnalysisNumberKey, DerivedKey>, number> &
  Partial<Record<DerivedKey, number>> & {
    community: CommunityCode;
    propertyType: PropertyType;
    rateType: RateType;
    /** YYYY-MM-DD or undefined. */
    deedDate?: string;
    residence: Residence;
    letting: Letting;
  };

/** Costs, optional values and what can be nothing: empty means 0. */
export const ANALYSIS_ZERO_WHEN_EMPTY: readonly AnalysisNumberKey[] =
  /* @__PURE__ */ zeroWhenEmptyOf(ANALYSIS_FIELDS);

/** The engine's defaults as form values: the loan shown as its 80 % of the price. */
export const ANALYSIS_FORM_DEFAULTS: AnalysisFormValues = {
  ...pickNumbers(ANALYSIS_DEFAULTS),
  community: ANALYSIS_DEFAULTS.community,
  propertyType: ANALYSIS_DEFAULTS.propertyType,
  rateType: ANALYSIS_DEFAULTS.rateType,
  deedDate: undefined,
  residence: 'resident',
  letting: 'longTerm',
};

function pickNumbers(input: AnalysisInput): AnalysisFormValues {
  const numbers = {} as AnalysisFormValues;
  for (const key of ANALYSIS_NUMBER_KEYS) {
    if (key !== 'minIrrPercent') numbers[key] = input[key] ?? 0;
  }
  numbers.loanAmount = input.loanAmount ?? defaultLoanAmount(input.price);
  return numbers;
}

/** The model's input for valid form values (0 in an optional value means it was not given). */
export function toAnalysisInput(values: AnalysisFormValues): AnalysisInput {
  const optional = (value: number) => (value > 0 ? value : undefined);
  return {
    ...values,
    referenceValue: optional(values.referenceValue),
    landCadastralValue: optional(values.landCadastralValue),
    plusvaliaRatePercent: optional(values.plusvaliaRatePercent),
    cadastralValue: optional(values.cadastralValue),
    deedDate: values.deedDate ? (values.deedDate as AnalysisInput['deedDate']) : undefined,
  };
}
