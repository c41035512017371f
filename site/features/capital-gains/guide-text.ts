// Explanatory Spanish text on the IRPF of a home sale; figures are passed in from the engine.

export const CG_GUIDE = {
  title: 'Cómo tributa en el IRPF la venta de una vivienda',
  gain: 'Al vender, Hacienda grava la ganancia patrimonial: la diferencia entre el valor de transmisión y el valor de adquisición. El valor de transmisión es el precio de venta menos los gastos que paga el vendedor (agencia, plusvalía municipal, certificado energético). El valor de adquisición es el precio de compra más los gastos e impuestos de la compra (notaría, registro, gestoría, ITP o IVA y AJD) y las mejoras. Las reparaciones y los intereses de la hipoteca no cuentan.',
  rented:
    'Si la vivienda ha estado alquilada, el valor de adquisición se reduce en las amortizaciones que correspondan a los años de alquiler.',
  scaleTitle: 'Escala del ahorro (2025 y 2026)',
  scale: (threshold: string, top: string) =>
    `La ganancia se suma a la base del ahorro y tributa por tramos: cada parte, a su tipo. Desde 2025 (Ley 7/2024), lo que supera ${threshold} tributa al ${top}. La calculadora supone que la venta es tu única renta del ahorro del año.`,
  scaleCaption: 'Tipos de la base del ahorro del IRPF (estatal y autonómico sumados)',
  tranche: 'Base del ahorro',
  rate: 'Tipo',
  upTo: (to: string) => `Hasta ${to}`,
  between: (from: string, to: string) => `De ${from} a ${to}`,
  above: (from: string) => `Más de ${from}`,
  example: (
    input: { buy: string; buyCosts: string; works: string; sell: string; sellCosts: string },
    gain: string,
    tax: string,
    net: string,
  ) =>
    `Con los datos de ejemplo (compra por ${input.buy} con ${input.buyCosts} de gastos y ${input.works} de mejoras; venta por ${input.sell} con ${input.sellCosts} de gastos), la ganancia es de ${gain}, el IRPF de ${tax} y te quedan ${net} de beneficio neto.`,
  exemptTitle: 'Cuándo no se paga',
  exempt: [
    'Si reinviertes todo lo obtenido en tu nueva vivienda habitual en los 2 años anteriores o posteriores a la venta, la ganancia queda exenta; si reinviertes una parte, la parte proporcional (art. 38 LIRPF).',
    'Si tienes 65 años o más y vendes tu vivienda habitual, en la que has vivido al menos 3 años, la ganancia está exenta sin necesidad de reinvertir (art. 33.4.b LIRPF).',
    'Si vendes con pérdidas no pagas IRPF, y la pérdida puede compensarse con otras ganancias del ahorro.',
  ],
  nonResident:
    'Si el vendedor no reside en España, el comprador retiene el 3 % del precio y lo ingresa en Hacienda (modelo 211); el vendedor declara después la ganancia real (modelo 210) y recupera el exceso.',
} as const;
