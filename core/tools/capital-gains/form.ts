// The capital-gains form's schema (spec fields plus the exemption switches) and engine call, loaded
// on first use.
import * as z from 'zod/mini';
import { IRPF_SAVINGS_HISTORY } from '../../tax/irpf-savings-scale';
import { optionalDateField } from '../date-field';
import { capitalGainsSchema } from './schema';
import { calculateCapitalGains, type CapitalGainsResult } from '../../tax/capital-gains';

export function computeCapitalGains(values: CapitalGainsFormValues): CapitalGainsResult {
  return calculateCapitalGains(values);
}

/** Switches absent in older saved forms. */
export const capitalGainsFormSchema = z.extend(capitalGainsSchema, {
  reinvestInMainHome: z._default(z.boolean(), false),
  over65MainHome: z._default(z.boolean(), false),
  /** The year of sale picks the scale (empty: today). */
  saleDate: optionalDateField('la venta', IRPF_SAVINGS_HISTORY[0]?.validFrom ?? '2022-01-01'),
});

export type CapitalGainsFormValues = z.output<typeof capitalGainsFormSchema>;
