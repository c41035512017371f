// The capital-gains form as stored and computed: spec fields plus the two exemption switches.
import * as z from 'zod/mini';
import { CAPITAL_GAINS_DEFAULTS, capitalGainsSchema } from '../../../core/schemas/capital-gains';
import { calculateCapitalGains, type CapitalGainsResult } from '../../../core/tax/capital-gains';

/** The spec's schema with the reinvestment and over-65 switches (absent in older saved forms). */
export const capitalGainsFormSchema = z.extend(capitalGainsSchema, {
  reinvestInMainHome: z._default(z.boolean(), false),
  over65MainHome: z._default(z.boolean(), false),
});

export type CapitalGainsFormValues = z.output<typeof capitalGainsFormSchema>;

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

/**
 * The result for a set of values, or null when live recomputation must wait: a key field
 * (prices, holding period) is 0 or a field breaks its rule.
 * @example liveResult({ ...CAPITAL_GAINS_FORM_DEFAULTS, salePrice: 0 }) // null
 */
export function liveResult(values: unknown): CapitalGainsResult | null {
  const parsed = capitalGainsFormSchema.safeParse(values);
  if (!parsed.success) return null;
  const { purchasePrice, salePrice, holdingPeriodYears } = parsed.data;
  if (!(purchasePrice > 0 && salePrice > 0 && holdingPeriodYears > 0)) return null;
  return computeCapitalGains(parsed.data);
}

/** The engine's result for valid form values. */
export function computeCapitalGains(values: CapitalGainsFormValues): CapitalGainsResult {
  return calculateCapitalGains(values);
}
