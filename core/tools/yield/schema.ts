// The yield calculator form (spec section 5), built from its field table and shared by the form and
// anything that reads its inputs (the Excel endpoint).
import * as z from 'zod/mini';
import { numberSchema } from '../field-schema';
import { YIELD_FIELDS } from './fields';

export const yieldSchema = numberSchema(YIELD_FIELDS);

export type YieldFormInput = z.input<typeof yieldSchema>;
export type YieldFormValues = z.output<typeof yieldSchema>;
