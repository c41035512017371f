// The Spanish texts of the investment-analysis page that load with it (the results carry their own).

const STEP_COUNT = ['Cero', 'Un', 'Dos', 'Tres', 'Cuatro', 'Cinco', 'Seis', 'Siete', 'Ocho'];

export const ANALYSIS_TEXT = {
  formTitle: 'Datos del piso',
  /** Counted from the steps list, so the number follows it. */
  formIntro: (steps: number) =>
    `${STEP_COUNT[steps] ?? steps} pasos, de la compra a la venta y tus criterios. Cada campo trae un valor razonable: cámbialo por el tuyo.`,
  stepsLabel: 'Pasos del análisis',
  submit: 'Analizar inversión',
  purchaseCostsTitle: 'Gastos de compra',
  purchaseCostsPending:
    'Los calculamos con tu comunidad y el tipo de vivienda al analizar; después puedes corregir cada línea.',
  placeholder:
    'Rellena los pasos y pulsa «Analizar inversión»: verás si te compensa según tus criterios, lo que te queda cada mes, la TIR después de impuestos frente al bono español a 10 años, los impuestos y qué pasa si sube el Euríbor o baja el alquiler.',
  shareTitle: 'Análisis de inversión: ¿me compensa?',
  /** The dated figures under their fields, in a sentence ("El Euríbor a 12 meses que usamos…"). */
  euriborName: 'Euríbor a 12 meses',
  bondName: 'bono español a 10 años',
  foldSummary: 'Ver y cambiar los datos del análisis',
  summary: (irr: string, cashFlow: string) =>
    `Resultados actualizados: TIR después de impuestos ${irr}, flujo de caja del primer año ${cashFlow}.`,
} as const;
