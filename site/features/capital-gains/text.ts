// Spanish texts of the capital-gains (IRPF) calculator.

export const CG_TEXT = {
  title: 'Ganancia e IRPF de la venta',
  saleDate: 'Fecha de la venta',
  saleDateHint:
    'Decide la escala del IRPF que se aplica (la del año de la venta). Si la dejas vacía, usamos la de hoy.',
  reinvest: 'Reinvertiré todo lo obtenido en mi nueva vivienda habitual',
  reinvestHint: 'Exención por reinversión (art. 38 LIRPF): en los 2 años anteriores o posteriores.',
  over65: 'Tengo 65 años o más y vendo mi vivienda habitual',
  over65Hint: 'Exención del art. 33.4.b LIRPF si has vivido en ella al menos 3 años.',
  submit: 'Calcular',
  empty: 'Pulsa «Calcular» para ver la ganancia, el IRPF y la rentabilidad anual de la venta.',
  capitalGainsTax: 'IRPF a pagar',
  netProfitAfterTax: 'Beneficio neto tras impuestos',
} as const;
