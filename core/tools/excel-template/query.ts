// Reads the Excel template's query parameters with the yield schema (the functions' side; the
// browser only needs core/tools/excel-template/template.ts, which stays free of zod).
import {
  TEMPLATE_DEFAULTS,
  TEMPLATE_INPUTS,
  TEMPLATE_NOT_A_NUMBER,
  type TemplateValues,
} from './template';
import { yieldSchema } from '../yield/schema';

/**
 * Calculator inputs from query parameters ("download my analysis"): every parameter optional,
 * missing ones take the defaults; returns the validation errors when a given value is invalid.
 * @example templateInputFromQuery({ monthlyRent: '900' }).input?.monthlyRent // 900
 */
export function templateInputFromQuery(
  query: Readonly<Record<string, string>>,
):
  | { input: TemplateValues; errors?: undefined }
  | { input?: undefined; errors: Record<string, string> } {
  const merged: Partial<Record<string, number>> = { ...TEMPLATE_DEFAULTS };
  const errors: Record<string, string> = {};
  for (const { key } of TEMPLATE_INPUTS) {
    const raw = query[key];
    if (raw === undefined || raw.trim() === '') continue;
    const value = Number(raw.replace(',', '.'));
    if (Number.isFinite(value)) merged[key] = value;
    else errors[key] = TEMPLATE_NOT_A_NUMBER;
  }
  if (Object.keys(errors).length > 0) return { errors };
  const parsed = yieldSchema.safeParse(merged);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
    return { errors };
  }
  return { input: parsed.data };
}
