// The capital-gains form's zod schema (spec fields plus the two exemption switches), the live result
// and the engine call; the page loads this module on first use (the rest is in fields.ts).
import * as z from 'zod/mini';
import { IRPF_SAVINGS_HISTORY } from '../../tax/irpf-savings-scale';
import { optionalDateField } from '../date-field';
import { capitalGainsSchema } from './schema';
import { calculateCapitalGains, type CapitalGainsResult } from '../../tax/capital-gains';

/** The engine's result for valid form values. */
export function computeCapitalGains(values: CapitalGainsFormValues): CapitalGainsResult {
  return calculateCapitalGains(values);
}

/** The spec's schema with the reinvestment and over-65 switches (absent in older saved forms). */
export const capitalGainsFormSchema = z.extend(capitalGainsSchema, {
  reinvestInMainHome: z._default(z.boolean(), false),
  over65MainHome: z._default(z.boolean(), false),
  /** The IRPF savings scale is the one of the year of sale (empty: today). */
  saleDate: optionalDateField('la venta', IRPF_SAVINGS_HISTORY[0]?.validFrom ?? '2022-01-01'),
});

export type CapitalGainsFormValues = z.output<typeof capitalGainsFormSchema>;
