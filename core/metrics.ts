// The vocabulary of a rental's figures: Spanish name and one-sentence formula, read by every page,
// tooltip, guide, Excel comment and report. Split from analysis-metrics.ts, metric-sources.ts and
// ratios.ts so a page only carries what it shows.

export interface MetricDefinition {
  /** As a label starts (capitalised). */
  readonly name: string;
  /** One Spanish sentence. */
  readonly formula: string;
}

export const GROSS_YIELD: MetricDefinition = {
  name: 'Rentabilidad bruta',
  formula: 'Renta mensual × 12 ÷ precio de compra × 100.',
};

export const NET_YIELD: MetricDefinition = {
  name: 'Rentabilidad neta',
  formula:
    '(Renta cobrada en el año − gastos de explotación) ÷ (precio + gastos de compra + reforma) × 100.',
};

export const RETURN_ON_YOUR_MONEY: MetricDefinition = {
  name: 'Rentabilidad sobre tu dinero',
  formula: 'Flujo de caja anual antes de impuestos ÷ dinero aportado × 100.',
};

export const CASH_FLOW: MetricDefinition = {
  name: 'Flujo de caja',
  formula: 'Renta cobrada − gastos de explotación − cuotas de la hipoteca.',
};

export const PRICE_PER_M2: MetricDefinition = {
  name: 'Precio/m²',
  formula: 'Precio de compra ÷ metros construidos.',
};
