// The Excel template's parameters read with the yield schema: the functions' side, so the browser's
// template.ts stays free of zod.
import * as z from 'zod/mini';
import { writeNumber } from '../../share';
import { readShareQuery } from '../../share-reader';
import { TEMPLATE_DEFAULTS, TEMPLATE_INPUTS, type TemplateValues } from './template';
import { yieldSchema } from '../yield/schema';

const FIELDS = TEMPLATE_INPUTS.map(({ key, label }) => ({ name: key, label }));

/** The inputs, missing ones the defaults; an unreadable or out-of-range one is an error by name. */
export function templateInputFromQuery(
  query: Readonly<Record<string, string>>,
):
  | { input: TemplateValues; errors?: undefined }
  | { input?: undefined; errors: Record<string, string> } {
  const read = readShareQuery(FIELDS, query);
  const errors: Record<string, string> = { ...read.errors };
  if (Object.keys(errors).length > 0) return { errors };
  const merged = { ...TEMPLATE_DEFAULTS, ...read.values };
  const parsed = yieldSchema.safeParse(merged);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
    return { errors };
  }
  return { input: parsed.data };
}

/** Each value as the link writes it; a JSON number is accepted and written the same way ('2,5'). */
export const shareBodySchema = z.record(
  z.string(),
  z.union([z.string(), z.pipe(z.number(), z.transform(writeNumber))], {
    error: 'Cada valor debe ser un texto o un número.',
  }),
);
