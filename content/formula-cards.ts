// Formula cards of guides and landings that name one of the suite's figures show its definition (core/metrics.ts).
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
