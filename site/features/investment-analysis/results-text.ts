// The Spanish texts of the analysis results, loaded with them.
export const RESULTS = {
  title: 'Resultados del análisis',
  print: 'Descargar PDF',
  printHint: 'Abre el diálogo de impresión: elige «Guardar como PDF».',
  reportTitle: 'Informe de análisis de inversión',
  reportDate: (date: string) => `Informe generado el ${date}.`,
  headline: 'TIR después de impuestos',
  headlineHint: (years: number) =>
    `Rentabilidad anual de tu dinero (entrada y gastos) durante ${years} años, con el alquiler, la hipoteca, el IRPF y la venta.`,
  noIrr: 'No calculable',
  noIrrHint: 'Los flujos no recuperan lo invertido: no hay una tasa que los iguale.',
  metrics: {
    irrBeforeTax: ['TIR antes de impuestos', 'Sin el IRPF del alquiler ni el de la venta.'],
    irrUnlevered: ['TIR sin hipoteca', 'El mismo piso comprado al contado, tras impuestos.'],
    cashOnCashYear1: [
      'Cash-on-cash (año 1)',
      'Flujo de caja del año 1 antes de IRPF / dinero aportado.',
    ],
    netYield: [
      'Rentabilidad neta',
      'Alquiler cobrado menos gastos, sobre precio y gastos de compra.',
    ],
    grossYield: [
      'Rentabilidad bruta',
      'Alquiler cobrado del año 1 sobre precio y gastos de compra.',
    ],
    equityMultiple: ['Múltiplo del capital', 'Euros que recuperas por cada euro que pones.'],
    totalPurchaseCosts: ['Gastos de compra', 'Impuestos, notaría, registro, gestoría y tasación.'],
    equity: ['Dinero aportado', 'Precio, gastos, reforma, muebles y comisión menos el préstamo.'],
    cashFlowYear1: ['Flujo de caja año 1', 'Después de gastos, cuotas e IRPF.'],
    breakEvenRent: [
      'Alquiler de equilibrio',
      'Alquiler mensual con el que el año 1 queda a 0 tras IRPF.',
    ],
    dscrYear1: ['Cobertura de la deuda (DSCR)', 'Alquiler neto de gastos / cuotas del año 1.'],
    paybackYear: [
      'Año de recuperación',
      'Primer año en que recuperas lo aportado (venta incluida).',
    ],
  },
  none: '—',
  years: (n: number) => `año ${n}`,
  taxesTitle: 'Impuestos pagados, por tipo',
  taxes: {
    purchase: 'Impuestos de la compra (ITP o IVA y AJD)',
    rent: 'IRPF del alquiler (todos los años)',
    capitalGains: 'IRPF de la ganancia en la venta',
    plusvalia: 'Plusvalía municipal',
    total: 'Total de impuestos',
  },
  rentTaxNegative: 'Negativo: las pérdidas del alquiler ahorran IRPF de tus otras rentas.',
  saleTitle: (year: number) => `La venta al final del año ${year}`,
  sale: {
    salePrice: 'Precio de venta',
    sellingCosts: 'Gastos de venta',
    plusvalia: 'Plusvalía municipal',
    gain: 'Ganancia patrimonial',
    capitalGainsTax: 'IRPF de la ganancia',
    loanRepaid: 'Préstamo pendiente que se cancela',
    netProceeds: 'Te queda tras la venta',
  },
  plusvaliaMethod: { objective: 'método objetivo', real: 'método real' } as Record<string, string>,
} as const;
