// The vocabulary of figures: the Spanish name and the one-sentence formula of each figure of a rental
// (yields, cash flow, return on your money, price per m²), read by every page, tooltip, guide card,
// Excel comment and report. The analysis' other figures are in ./analysis-metrics.ts, each one's
// source and notes in ./metric-sources.ts, the ratios' functions in ./ratios.ts: split so that a
// page only carries what it shows (webpack keeps a module whole on every page that imports it).

/** A figure the suite shows: how every page, tooltip, guide card, Excel comment and report names it. */
export interface MetricDefinition {
  /** Spanish name, as a label starts (capitalised). */
  readonly name: string;
  /** The formula in one Spanish sentence, as formula cards, tooltips and Excel comments show it. */
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
  formula: 'Flujo de caja anual antes de IRPF ÷ dinero aportado × 100.',
};

export const CASH_FLOW: MetricDefinition = {
  name: 'Flujo de caja',
  formula: 'Renta cobrada − gastos de explotación − cuotas de la hipoteca.',
};

export const PRICE_PER_M2: MetricDefinition = {
  name: 'Precio/m²',
  formula: 'Precio de compra ÷ metros construidos.',
};
