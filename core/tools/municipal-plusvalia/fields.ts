// The municipal plusvalía (IIVTNU) form without zod: its field table (labels, units, hints, bounds
// and Spanish messages, example defaults, what empty means) and storage key.
import { MAX_LAND_REDUCTION_PERCENT, MAX_RATE_PERCENT } from '../../tax/plusvalia-limits';
import { defaultsOf, defineFields, type FieldName } from '../fields';
export { MUNICIPAL_PLUSVALIA_STORAGE_KEY } from '../../storage-keys';

export const MAX_YEARS_HELD = 100;

export const PLUSVALIA_MESSAGES = {
  landCadastralValue: 'El valor catastral del suelo debe ser mayor que 0',
  totalCadastralValue: 'El valor catastral total debe ser 0 o mayor',
  purchasePrice: 'El valor de adquisición debe ser 0 o mayor',
  salePrice: 'El valor de transmisión debe ser 0 o mayor',
  yearsHeld: `Los años deben ser un número entero entre 0 y ${MAX_YEARS_HELD}`,
  monthsHeld: 'Los meses deben ser un número entero entre 0 y 11',
  municipalRate: `El tipo debe estar entre 0 % y ${MAX_RATE_PERCENT} %`,
  landValueReduction: `La reducción debe estar entre 0 % y ${MAX_LAND_REDUCTION_PERCENT} %`,
  quotaBonus: 'La bonificación debe estar entre 0 % y 100 %',
  landOverTotal: 'El valor del suelo no puede superar el valor catastral total',
} as const;

const NO_WORKBOOK = 'the municipal plusvalía calculator has no Excel template';
const M = PLUSVALIA_MESSAGES;

/**
 * The number fields in form order. Example values: land 40 % of a 100,000 cadastral value, bought
 * for 150,000, sold for 200,000 after 7 years, council rate 29 % (objective method due: 2,320 EUR).
 */
export const MUNICIPAL_PLUSVALIA_FIELDS = /* @__PURE__ */ defineFields([
  {
    name: 'landCadastralValue',
    label: 'Valor catastral del suelo',
    unit: '€',
    hint: 'Figura en el recibo del IBI.',
    min: { value: 1, message: M.landCadastralValue },
    default: 40_000,
    empty: 'required',
    excel: false,
    notInExcel: NO_WORKBOOK,
  },
  {
    name: 'totalCadastralValue',
    label: 'Valor catastral total',
    unit: '€',
    hint: 'Suelo más construcción, en el recibo del IBI.',
    min: { value: 0, message: M.totalCadastralValue },
    default: 100_000,
    empty: 'required',
    excel: false,
    notInExcel: NO_WORKBOOK,
  },
  {
    name: 'purchasePrice',
    label: 'Valor de adquisición (escritura de compra)',
    unit: '€',
    min: { value: 0, message: M.purchasePrice },
    default: 150_000,
    empty: 'required',
    excel: false,
    notInExcel: NO_WORKBOOK,
  },
  {
    name: 'salePrice',
    label: 'Valor de transmisión (escritura de venta)',
    unit: '€',
    min: { value: 0, message: M.salePrice },
    default: 200_000,
    empty: 'required',
    excel: false,
    notInExcel: NO_WORKBOOK,
  },
  {
    name: 'yearsHeld',
    label: 'Años completos de tenencia',
    unit: 'años',
    min: { value: 0, message: M.yearsHeld },
    max: { value: MAX_YEARS_HELD, message: M.yearsHeld },
    integer: M.yearsHeld,
    default: 7,
    empty: 'required',
    excel: false,
    notInExcel: NO_WORKBOOK,
  },
  {
    name: 'monthsHeld',
    label: 'Meses completos (si son menos de un año)',
    unit: 'meses',
    min: { value: 0, message: M.monthsHeld },
    max: { value: 11, message: M.monthsHeld },
    integer: M.monthsHeld,
    default: 0,
    empty: 0,
    excel: false,
    notInExcel: NO_WORKBOOK,
  },
  {
    name: 'municipalRate',
    label: 'Tipo del ayuntamiento',
    unit: '%',
    hint: 'Lo fija la ordenanza de tu ayuntamiento; nunca más del 30 %.',
    min: { value: 0, message: M.municipalRate },
    max: { value: MAX_RATE_PERCENT, message: M.municipalRate },
    default: 29,
    empty: 'required',
    excel: false,
    notInExcel: NO_WORKBOOK,
  },
  {
    name: 'landValueReduction',
    label: 'Reducción municipal del valor del suelo',
    unit: '%',
    hint: 'Algunos ayuntamientos rebajan hasta un 15 % el valor del suelo.',
    min: { value: 0, message: M.landValueReduction },
    max: { value: MAX_LAND_REDUCTION_PERCENT, message: M.landValueReduction },
    default: 0,
    empty: 0,
    excel: false,
    notInExcel: NO_WORKBOOK,
  },
  {
    name: 'quotaBonus',
    label: 'Bonificación en la cuota',
    unit: '%',
    min: { value: 0, message: M.quotaBonus },
    max: { value: 100, message: M.quotaBonus },
    default: 0,
    empty: 0,
    excel: false,
    notInExcel: NO_WORKBOOK,
  },
]);

export type MunicipalPlusvaliaNumberKey = FieldName<typeof MUNICIPAL_PLUSVALIA_FIELDS>;

export const MUNICIPAL_PLUSVALIA_DEFAULTS = /* @__PURE__ */ defaultsOf(MUNICIPAL_PLUSVALIA_FIELDS);
