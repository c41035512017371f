// The sale step's rows: when, at what change of price, its costs and the plusvalía's inputs.
import { earlyRepaymentFeeCap } from '../early-repayment-fee';
import { ANALYSIS_MESSAGES as M, MAX_HOLD_YEARS } from '../messages';
import { GROWTH, MONEY, PERCENT, between, notInExcel, stepRows } from './kit';

export const SALE_ROWS = /* @__PURE__ */ stepRows('venta', [
  {
    name: 'holdYears',
    label: 'Años hasta la venta',
    unit: 'años',
    hint: 'Entre 1 y 50 años.',
    ...between(1, MAX_HOLD_YEARS, M.holdYears),
    integer: M.holdYears,
    default: 10,
    empty: 'required',
    ...notInExcel('the sheet has a row per year: another hold is another download'),
  },
  {
    name: 'priceChangePercent',
    label: 'Variación anual del precio',
    unit: '%',
    hint: 'Negativa si crees que bajará.',
    ...GROWTH,
    default: 2,
    empty: 'required',
    excel: { format: 'percent', help: 'Del precio de la vivienda.' },
  },
  {
    name: 'sellingCostsPercent',
    label: 'Gastos de venta',
    unit: '%',
    hint: 'Agencia, notaría y cancelación, sobre el precio de venta.',
    ...PERCENT,
    default: 3,
    empty: 'required',
    excel: { format: 'percent', help: 'Sobre el precio de venta.' },
  },
  {
    name: 'earlyRepaymentFeePercent',
    label: 'Comisión por amortización anticipada',
    unit: '%',
    hint: 'Sobre el préstamo pendiente al vender. Vacío: el máximo de la Ley 5/2019 (art. 23) para tu préstamo y el año de la venta: a tipo fijo, el 2 % los 10 primeros años y el 1,5 % después; a tipo variable, el 0,25 % los 3 primeros años o el 0,15 % los 5 primeros (según el contrato) y nada después. Tu contrato puede cobrar menos.',
    ...PERCENT,
    empty: { derived: earlyRepaymentFeeCap, text: 'El máximo de la Ley 5/2019 para tu préstamo' },
    newer: true,
    excel: {
      format: 'percent',
      help: 'Sobre el préstamo pendiente al vender; por defecto, el máximo de la Ley 5/2019 (art. 23) para tu préstamo y el año de la venta.',
    },
  },
  {
    name: 'landCadastralValue',
    label: 'Valor catastral del suelo (opcional)',
    unit: '€',
    hint: 'En el recibo del IBI. Sin él no se calcula la plusvalía municipal.',
    ...MONEY,
    empty: 0,
    excel: { format: 'euro', help: 'Del recibo del IBI.', label: 'Valor catastral del suelo' },
  },
  {
    name: 'plusvaliaRatePercent',
    label: 'Tipo de plusvalía de tu ayuntamiento (opcional)',
    unit: '%',
    hint: 'Hasta el 30 %; está en su ordenanza fiscal.',
    ...between(0, 30, M.plusvaliaRate),
    empty: 0,
    ...notInExcel('the sheet holds the plusvalía it gives (its plusvalia row)'),
  },
]);
