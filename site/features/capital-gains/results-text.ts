// Spanish texts of the capital-gains results, loaded with the results view (not with the page).
import { CG_TEXT } from './text';

export const CG_RESULTS_TEXT = {
  ...CG_TEXT,
  resultTitle: 'Resultado de la venta',
  grossProfit: 'Beneficio bruto',
  grossProfitHint: 'Venta neta de gastos menos el precio de compra.',
  netProfit: 'Ganancia patrimonial',
  netProfitHint: 'Descontados también los gastos de compra y las mejoras.',
  netLoss: 'Pérdida patrimonial',
  netLossHint:
    'Vendes por menos de lo que te costó: no pagas IRPF por la venta, y la pérdida puede compensar otras ganancias del ahorro.',
  effectiveRate: (rate: string) => `Tipo medio: ${rate}`,
  annualizedReturn: 'Rentabilidad anual antes de impuestos',
  annualizedReturnHint:
    'Lo que creció cada año lo invertido (compra, gastos y mejoras) hasta la venta neta, sin descontar el IRPF.',
  exemptGain: 'Ganancia exenta',
  taxableGain: 'Base del ahorro',
  bracketsTitle: 'Tramos del IRPF (base del ahorro)',
  bracket: 'Tramo',
  rate: 'Tipo',
  base: 'Base',
  tax: 'Cuota',
  total: 'Total',
  from: (from: string) => `Más de ${from}`,
  range: (from: string, to: string) => `De ${from} a ${to}`,
  noBrackets: 'No hay ganancia sujeta: no se paga IRPF por la venta.',
} as const;
