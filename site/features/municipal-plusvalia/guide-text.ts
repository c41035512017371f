// Explanatory Spanish text on the municipal plusvalía (IIVTNU); figures are passed in from the engine.

export const MP_GUIDE = {
  title: 'Plusvalía municipal: qué es y cómo se calcula',
  what: 'El Impuesto sobre el Incremento de Valor de los Terrenos de Naturaleza Urbana (IIVTNU), la «plusvalía municipal», lo cobra el ayuntamiento cuando vendes, donas o heredas un inmueble urbano. En una venta lo paga el vendedor; si el vendedor no reside en España, el comprador paga en su lugar.',
  methodsTitle: 'Dos métodos: pagas el menor',
  methods: (since: string) =>
    `Desde el ${since} (Real Decreto-ley 26/2021) la base se calcula por dos métodos y pagas el que dé menos:`,
  objective: (maxYears: number, cut: string) =>
    `Método objetivo: valor catastral del suelo x coeficiente según los años completos de tenencia (como máximo ${maxYears}). El ayuntamiento fija sus coeficientes sin superar los máximos de la tabla y puede rebajar el valor del suelo hasta un ${cut}.`,
  real: 'Método real: ganancia real (valor de venta menos valor de compra, sin gastos) x porcentaje que el suelo representa en el valor catastral total.',
  rate: (max: string) =>
    `A la base se le aplica el tipo del ayuntamiento, que nunca puede superar el ${max}, y las bonificaciones que prevea su ordenanza.`,
  noGain:
    'Si no hay ganancia, no hay impuesto: la venta sin incremento de valor no está sujeta, aunque debes declararla aportando las escrituras de compra y venta. Así lo estableció el Tribunal Constitucional en su sentencia 59/2017; la 182/2021 anuló además el cálculo obligatorio por el método objetivo, lo que llevó a la reforma con los dos métodos.',
  tableNote:
    'Los Reales Decretos-leyes 9/2024 y 16/2025 subieron estos coeficientes, pero el Congreso no los convalidó, así que sigue aplicándose la tabla de 2024.',
  deadlinesTitle: 'Plazos y devoluciones',
  deadlines: (days: number, months: number, extended: number, refund: number, appeal: number) => [
    `Venta o donación: ${days} días hábiles desde la escritura para declarar o autoliquidar el impuesto.`,
    `Herencia: ${months} meses desde el fallecimiento, prorrogables hasta ${extended / 12} año.`,
    `Si autoliquidaste de más, puedes pedir la rectificación y la devolución durante ${refund} años.`,
    `Si es el ayuntamiento quien te envía la liquidación, tienes ${appeal} mes para recurrirla.`,
  ],
} as const;
