// Formula cards of guides and landings that name one of the suite's figures show its definition (core/metrics.ts).
// Applied to the page context at build time, so no definition travels in the pages' JavaScript.
import {
  CASH_FLOW,
  GROSS_YIELD,
  NET_YIELD,
  RETURN_ON_YOUR_MONEY,
  type MetricDefinition,
} from '../core/metrics';

/** The figures the content's formula cards talk about, by their Spanish name in lower case. */
export const CARD_METRICS: ReadonlyMap<string, MetricDefinition> = new Map(
  [GROSS_YIELD, NET_YIELD, CASH_FLOW, RETURN_ON_YOUR_MONEY].map((metric) => [
    metric.name.toLowerCase(),
    metric,
  ]),
);

/**
 * The expression a card shows: the suite's own formula when the card names one of its figures, so
 * an edited card cannot contradict the calculators; the content's expression otherwise.
 * @example formulaExpression({ name: 'Rentabilidad bruta', expression: 'alquiler ÷ precio' })
 * // 'Renta mensual × 12 ÷ precio de compra × 100.'
 */
export function formulaExpression(formula: { name: string; expression: string }): string {
  return CARD_METRICS.get(formula.name.trim().toLowerCase())?.formula ?? formula.expression;
}

/**
 * The content with every formula card (`_type: 'formula'`, at any depth) showing the suite's own
 * expression; everything else is returned as it was. Used on guide and landing contexts.
 * @example withSuiteFormulas({ formulas: [{ _type: 'formula', name: 'Rentabilidad bruta', expression: 'x' }] })
 * // { formulas: [{ _type: 'formula', name: 'Rentabilidad bruta', expression: 'Renta mensual × 12 ÷ …' }] }
 */
export function withSuiteFormulas<T>(content: T): T {
  if (Array.isArray(content)) return content.map((item: unknown) => withSuiteFormulas(item)) as T;
  if (typeof content !== 'object' || content === null) return content;
  const record = content as Record<string, unknown>;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) copy[key] = withSuiteFormulas(value);
  if (
    record._type === 'formula' &&
    typeof record.name === 'string' &&
    typeof record.expression === 'string'
  ) {
    copy.expression = formulaExpression({ name: record.name, expression: record.expression });
  }
  return copy as T;
}
