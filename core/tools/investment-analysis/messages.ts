// The analysis form's Spanish messages, once: rows, schema and end-to-end tests name them from here.

/** Longest hold the model projects: beyond it the assumptions mean nothing. */
export const MAX_HOLD_YEARS = 50;

export const ANALYSIS_MESSAGES = {
  price: 'El precio debe ser mayor que 0',
  money: 'Escribe un importe de 0 € o más',
  percent: 'Escribe un porcentaje entre 0 y 100',
  growth: 'Escribe una variación entre −50 % y 50 %',
  emptyMonths: 'Los meses vacío deben estar entre 0 y 12',
  holdYears: `Los años hasta la venta deben ser un número entero entre 1 y ${MAX_HOLD_YEARS}`,
  borrowerAge: 'La edad debe estar entre 18 y 100 años (o déjala vacía)',
  fixedYears: 'Los años a tipo fijo deben estar entre 0 y 50',
  euribor: 'El Euríbor debe estar entre −1 % y 10 %',
  spread: 'El diferencial debe estar entre 0 % y 10 %',
  marginalRate: 'El tipo marginal debe estar entre 0 % y 60 %',
  plusvaliaRate: 'El tipo de plusvalía no puede superar el 30 %',
  loanAboveCost:
    'El préstamo supera el precio más la reforma: baja el «Importe del préstamo» o sube el precio',
  community: 'Selecciona la comunidad autónoma',
  propertyType: 'Selecciona el tipo de vivienda',
  rateType: 'Selecciona el tipo de interés',
  deedDate: 'Escribe una fecha válida (AAAA-MM-DD)',
  residence: 'Elige dónde reside el propietario a efectos fiscales',
  taxResidence: 'Elige la comunidad donde residen los propietarios',
  letting: 'Elige cómo se alquila la vivienda',
  owners: 'Elige uno o dos propietarios',
  ownerShare: 'Escribe la parte del primer propietario: entre 1 % y 99 %',
  occupancy: 'Escribe una ocupación entre 0 % y 100 %',
  averageStay: 'La estancia media debe ser de 1 a 365 noches',
  yesNo: 'Elige sí o no',
  benchmark: 'Escribe una rentabilidad de referencia entre −1 % y 20 %',
  minIrr: 'Escribe una TIR mínima entre −50 % y 50 %',
  minMonthlyCashFlow: 'Escribe un flujo mensual entre −100.000 € y 100.000 €',
} as const;
