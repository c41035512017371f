// The analysis form's zod schema from its rows, loaded on restore or first change (not by fields.ts).
import * as z from 'zod/mini';
import { COMMUNITY_CODES } from '../../tax/communities';
import { numberShape } from '../field-schema';
import { ANALYSIS_FIELDS } from './field-rows';
import { ANALYSIS_MESSAGES as M } from './messages';
import type { AnalysisFormValues } from './fields';

export const analysisSchema = z
  .object({
    ...numberShape(ANALYSIS_FIELDS),
    community: z.enum(COMMUNITY_CODES, { error: M.community }),
    propertyType: z.enum(['new', 'used'], { error: M.propertyType }),
    deedDate: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, M.deedDate))),
    rateType: z.enum(['fixed', 'variable', 'mixed'], { error: M.rateType }),
    residence: z.enum(['resident', 'eu', 'nonEu'], { error: M.residence }),
    taxResidence: z.enum(['', ...COMMUNITY_CODES], { error: M.taxResidence }),
    letting: z.enum(['longTerm', 'seasonal', 'tourist'], { error: M.letting }),
    vatHotelServices: z.enum(['false', 'true'], { error: M.yesNo }),
  })
  .check(
    z.refine((values) => values.loanAmount <= values.price + values.renovation, {
      message: M.loanAboveCost,
      path: ['loanAmount'],
    }),
  );

/** The schema's output is the form's values (checked at compile time). */
export type AnalysisSchemaValues = z.output<typeof analysisSchema>;
const sameShape: (values: AnalysisSchemaValues) => AnalysisFormValues = (values) => values;
void sameShape;
