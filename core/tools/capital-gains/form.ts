// The capital-gains form's zod schema (spec fields plus the two exemption switches), the live result
// and the engine call; the page loads this module on first use (the rest is in fields.ts).
import * as z from 'zod/mini';
import { capitalGainsSchema } from './schema';
import { calculateCapitalGains, type CapitalGainsResult } from '../../tax/capital-gains';

export * from './form-fields';

/** The engine's result for valid form values. */
export function computeCapitalGains(values: CapitalGainsFormValues): CapitalGainsResult {
  return calculateCapitalGains(values);
}

/** The spec's schema with the reinvestment and over-65 switches (absent in older saved forms). */
export const capitalGainsFormSchema = z.extend(capitalGainsSchema, {
  reinvestInMainHome: z._default(z.boolean(), false),
  over65MainHome: z._default(z.boolean(), false),
});

export type CapitalGainsFormValues = z.output<typeof capitalGainsFormSchema>;

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
