// The municipal plusvalía (IIVTNU) form without zod: bounds, Spanish messages and example defaults.
import { PLUSVALIA_MAX_LAND_REDUCTION, PLUSVALIA_MAX_RATE } from '../../tax/plusvalia-limits';

export const MAX_YEARS_HELD = 100;

/** Local-storage key of the saved form (ours: the spec names none for this calculator). */
export const MUNICIPAL_PLUSVALIA_STORAGE_KEY = 'municipal-plusvalia-form';

export const PLUSVALIA_MESSAGES = {
  landCadastralValue: 'El valor catastral del suelo debe ser mayor a 0',
  totalCadastralValue: 'El valor catastral total debe ser 0 o mayor',
  purchasePrice: 'El valor de adquisición debe ser 0 o mayor',
  salePrice: 'El valor de transmisión debe ser 0 o mayor',
  yearsHeld: `Los años deben ser un número entero entre 0 y ${MAX_YEARS_HELD}`,
  monthsHeld: 'Los meses deben ser un número entero entre 0 y 11',
  municipalRate: `El tipo debe estar entre 0% y ${PLUSVALIA_MAX_RATE.value}%`,
  landValueReduction: `La reducción debe estar entre 0% y ${PLUSVALIA_MAX_LAND_REDUCTION.value}%`,
  quotaBonus: 'La bonificación debe estar entre 0% y 100%',
  landOverTotal: 'El valor del suelo no puede superar el valor catastral total',
} as const;

/**
 * Example values: land 40 % of a 100,000 cadastral value, bought for 150,000, sold for 200,000
 * after 7 years, council rate 29 % (objective method due: 2,320 EUR).
 */
export const MUNICIPAL_PLUSVALIA_DEFAULTS = {
  landCadastralValue: 40_000,
  totalCadastralValue: 100_000,
  purchasePrice: 150_000,
  salePrice: 200_000,
  yearsHeld: 7,
  monthsHeld: 0,
  municipalRate: 29,
  landValueReduction: 0,
  quotaBonus: 0,
};
