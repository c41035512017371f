// The analysis form without zod, for the page's first load: its values, defaults and storage keys.
import { defaultLoanAmount, type CommunityCode, type PropertyType } from '../purchase-costs/fields';
import type { RateType } from '../mortgage/rate-path';
import type { FieldValues } from '../fields';
import { ANALYSIS_FIELDS, type AnalysisNumberKey } from './field-rows';
import { ANALYSIS_DEFAULTS, type AnalysisInput } from './inputs';
import type { Letting, Residence } from './regimes';
export { ANALYSIS_STORAGE_KEY, SCENARIOS_STORAGE_KEY } from '../../storage-keys';

export type { AnalysisNumberKey };

export type AnalysisFormValues = FieldValues<typeof ANALYSIS_FIELDS> & {
  community: CommunityCode;
  propertyType: PropertyType;
  rateType: RateType;
  deedDate?: string;
  residence: Residence;
  letting: Letting;
  /** '': the property's community. */
  taxResidence: CommunityCode | '';
  /** A tourist let's hotel-type services, as the select and the link write it. */
  vatHotelServices: 'false' | 'true';
};

/** The engine's defaults, the loan shown as its 80 % of the price. */
export const ANALYSIS_FORM_DEFAULTS: AnalysisFormValues = {
  ...pickNumbers(ANALYSIS_DEFAULTS),
  community: ANALYSIS_DEFAULTS.community,
  propertyType: ANALYSIS_DEFAULTS.propertyType,
  rateType: ANALYSIS_DEFAULTS.rateType,
  deedDate: undefined,
  residence: 'resident',
  letting: 'longTerm',
  taxResidence: '',
  vatHotelServices: 'false',
};

/** A derived or unknown number stays empty (the minimum TIR follows the benchmark). */
function pickNumbers(input: AnalysisInput): FieldValues<typeof ANALYSIS_FIELDS> {
  const numbers: Partial<Record<AnalysisNumberKey, number>> = {};
  for (const row of ANALYSIS_FIELDS) {
    if (typeof row.empty !== 'object' && row.empty !== 'unknown')
      numbers[row.name] = input[row.name] ?? 0;
  }
  numbers.loanAmount = input.loanAmount ?? defaultLoanAmount(input.price);
  return numbers as FieldValues<typeof ANALYSIS_FIELDS>;
}

/** A 0 in these is "not given": the model leaves them out. */
const NOT_GIVEN_AT_ZERO = /* @__PURE__ */ ANALYSIS_FIELDS.filter(
  (row) => row.empty === 0 && !('default' in row),
).map((row) => row.name);

export function toAnalysisInput(values: AnalysisFormValues): AnalysisInput {
  const { taxResidence, vatHotelServices, ...rest } = values;
  const input: AnalysisInput = {
    ...rest,
    vatHotelServices: vatHotelServices === 'true',
    deedDate: values.deedDate ? (values.deedDate as AnalysisInput['deedDate']) : undefined,
    ...(taxResidence ? { taxResidence } : {}),
  };
  const numbers: Partial<Record<AnalysisNumberKey, number>> = input;
  for (const name of NOT_GIVEN_AT_ZERO) if (!((values[name] ?? 0) > 0)) numbers[name] = undefined;
  return input;
}
