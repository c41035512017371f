// The figures only the investment analysis shows (TIR, cover, multiple, payback, break-even rent,
// money put in): Spanish name and one-sentence formula, as ./metrics.ts does for a rental's yields.
import type { MetricDefinition } from './metrics';

export const MONEY_PUT_IN: MetricDefinition = {
  name: 'Dinero aportado',
  formula: 'Precio + gastos de compra + reforma + muebles + comisión de apertura − préstamo.',
};

export const IRR: MetricDefinition = {
  name: 'TIR',
  formula:
    'Tasa anual que hace cero el valor actual de los flujos: el dinero aportado, el flujo de caja de cada año y lo que te queda de la venta.',
};

export const DEBT_COVERAGE: MetricDefinition = {
  name: 'Cobertura de la cuota',
  formula: '(Renta cobrada − gastos de explotación) ÷ cuotas de la hipoteca del año.',
};

export const EQUITY_MULTIPLE: MetricDefinition = {
  name: 'Múltiplo del capital',
  formula: 'Euros que recuperas (flujos y venta, tras impuestos) ÷ euros que pones.',
};

export const PAYBACK_YEAR: MetricDefinition = {
  name: 'Año de recuperación',
  formula:
    'Primer año en que la suma de los flujos tras impuestos, venta incluida, deja de ser negativa.',
};

export const BREAK_EVEN_RENT: MetricDefinition = {
  name: 'Alquiler de equilibrio',
  formula:
    'Renta mensual con la que el flujo de caja del año 1 tras impuestos queda en 0; el alquiler nunca paga menos de 0 € de impuesto.',
};
