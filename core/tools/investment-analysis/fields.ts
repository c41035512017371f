// The investment-analysis form without zod: its values, defaults, storage keys and share link (the
// field table by step: steps.ts).
// The page imports these; the zod schema (schema.ts) loads only when a form is restored or used.
import { defaultLoanAmount, type CommunityCode, type PropertyType } from '../purchase-costs/fields';
import type { RateType } from '../mortgage/rate-path';
import { readNumber } from '../../share-reader';
import { zeroWhenEmptyOf } from '../fields';
import { ANALYSIS_FIELDS, type AnalysisNumberKey } from './field-rows';
import { ANALYSIS_DEFAULTS, SHARE_PARAMS, type AnalysisInput } from './inputs';

export type { AnalysisNumberKey };

/** The number fields of the form, in the share link's order. */
export const ANALYSIS_NUMBER_KEYS: readonly AnalysisNumberKey[] =
  /* @__PURE__ */ ANALYSIS_FIELDS.map((row) => row.name);

/** What the form holds once valid: numbers (0 meaning "not given" for the optional ones), choices, a date. */
export type AnalysisFormValues = Record<AnalysisNumberKey, number> & {
  community: CommunityCode;
  propertyType: PropertyType;
  rateType: RateType;
  /** YYYY-MM-DD or undefined. */
  deedDate?: string;
};

/** Costs, optional values and what can be nothing: empty means 0. */
export const ANALYSIS_ZERO_WHEN_EMPTY: readonly AnalysisNumberKey[] =
  /* @__PURE__ */ zeroWhenEmptyOf(ANALYSIS_FIELDS);

/** Local-storage keys: the form (as every calculator) and the saved scenarios. */
export const ANALYSIS_STORAGE_KEY = 'investment-analysis-form';
export const SCENARIOS_STORAGE_KEY = 'investment-analysis-scenarios';

/** The engine's defaults as form values: the loan shown as its 80 % of the price. */
export const ANALYSIS_FORM_DEFAULTS: AnalysisFormValues = {
  ...pickNumbers(ANALYSIS_DEFAULTS),
  community: ANALYSIS_DEFAULTS.community,
  propertyType: ANALYSIS_DEFAULTS.propertyType,
  rateType: ANALYSIS_DEFAULTS.rateType,
  deedDate: undefined,
};

function pickNumbers(input: AnalysisInput): Record<AnalysisNumberKey, number> {
  const numbers = {} as Record<AnalysisNumberKey, number>;
  for (const key of ANALYSIS_NUMBER_KEYS) numbers[key] = input[key] ?? 0;
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
    deedDate: values.deedDate ? (values.deedDate as AnalysisInput['deedDate']) : undefined,
  };
}

/** The share link's values, named and ordered as the issue lists them; no empty date. */
export function analysisShareValues(
  values: Partial<Record<string, unknown>>,
): Record<string, string | number> {
  const shared: Record<string, string | number> = {};
  for (const key of SHARE_PARAMS) {
    const value = values[key];
    if (typeof value === 'number' && Number.isFinite(value)) shared[key] = value;
    else if (typeof value === 'string' && value !== '') shared[key] = value;
  }
  return shared;
}

/**
 * The form a share link opens: the defaults with what the link carries (numbers read by the link
 * codec, choices as codes). A link without a loan amount (the comparator's "Analizar a fondo"
 * sends price, rent and community) finances 80 % of the linked price, as the model does.
 * @example fromShareParams({ price: '300000' }).loanAmount // 240000
 */
export function fromShareParams(shared: Partial<Record<string, string>>): AnalysisFormValues {
  const values: Record<string, unknown> = { ...ANALYSIS_FORM_DEFAULTS };
  for (const key of SHARE_PARAMS) {
    const text = shared[key];
    if (text === undefined || text.trim() === '') continue;
    if ((ANALYSIS_NUMBER_KEYS as readonly string[]).includes(key)) {
      const value = readNumber(text);
      if (value !== undefined) values[key] = value;
    } else values[key] = text.trim();
  }
  if (shared.loanAmount === undefined) {
    values.loanAmount = defaultLoanAmount(values.price as number);
  }
  return values as AnalysisFormValues;
}
