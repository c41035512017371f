// Reads the Excel template's query parameters with the yield schema (the functions' side; the
// browser only needs core/tools/excel-template/template.ts, which stays free of zod).
import * as z from 'zod/mini';
import { readShareQuery } from '../../share-reader';
import { TEMPLATE_DEFAULTS, TEMPLATE_INPUTS, type TemplateValues } from './template';
import { yieldSchema } from '../yield/schema';

/** The template's inputs as the link codec names them in its messages. */
const FIELDS = TEMPLATE_INPUTS.map(({ key, label }) => ({ name: key, label }));

/**
 * Calculator inputs from query parameters ("download my analysis"): every parameter optional,
 * missing ones take the defaults; numbers are read by the link codec (core/share.ts), and a value
 * it cannot read, or one out of range, is an error under its name.
 * @example templateInputFromQuery({ monthlyRent: '900' }).input?.monthlyRent // 900
 */
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

/** The body of the Excel endpoints: share parameters as strings (core/tools/excel-template/body.ts). */
export const shareBodySchema = z.record(z.string(), z.string());
