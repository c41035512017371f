// The capital-gains form without zod: defaults, number fields and the engine call.
import { CAPITAL_GAINS_DEFAULTS } from '../../../core/forms/capital-gains';
import { calculateCapitalGains, type CapitalGainsResult } from '../../../core/tax/capital-gains';
import type { CapitalGainsFormValues } from './form';

export const CAPITAL_GAINS_FORM_DEFAULTS: CapitalGainsFormValues = {
  ...CAPITAL_GAINS_DEFAULTS,
  reinvestInMainHome: false,
  over65MainHome: false,
};

/** Number inputs of the form, in display order. */
export const CAPITAL_GAINS_NUMBER_FIELDS = [
  'purchasePrice',
  'salePrice',
  'purchaseExpenses',
  'saleExpenses',
  'improvementCosts',
  'holdingPeriodYears',
] as const;

/** The engine's result for valid form values. */
export function computeCapitalGains(values: CapitalGainsFormValues): CapitalGainsResult {
  return calculateCapitalGains(values);
}
