// The capital-gains calculator form (spec section 5) and its defaults (spec section 9).
import type * as z from 'zod/mini';
import { numberSchema } from '../field-schema';
import { CAPITAL_GAINS_FIELDS } from './fields';

export const capitalGainsSchema = numberSchema(CAPITAL_GAINS_FIELDS);

export type CapitalGainsFormValues = z.output<typeof capitalGainsSchema>;
