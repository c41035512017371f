// The purchase-costs form's Spanish messages and bounds (spec section 5), loaded with the schema.

export const PURCHASE_PRICE_REQUIRED = 'Escribe el precio de la vivienda';
/** A price of 0 or below is written, but cannot be a price. */
export const PURCHASE_PRICE_POSITIVE = 'El precio de la vivienda debe ser mayor que 0';
export const PURCHASE_TYPE_REQUIRED = 'Selecciona el tipo de vivienda';
export const PURCHASE_COMMUNITY_REQUIRED = 'Selecciona la comunidad autónoma';
// The spec gives no wording for the optional fields; these follow its style.
export const PURCHASE_LOAN_MIN = 'El importe del préstamo debe ser 0 o mayor';
export const PURCHASE_AGE_RANGE = 'La edad debe ser un número entero entre 18 y 120 años';
export const PURCHASE_REFERENCE_MIN = 'El valor de referencia debe ser 0 o mayor';
export const PURCHASE_BOOLEAN = 'Marca sí o no';
export const PURCHASE_DEED_DATE_FORMAT =
  'La fecha de la escritura debe ser una fecha válida (AAAA-MM-DD)';
export const PURCHASE_ISLAND = 'Selecciona la isla';

/** The tables hold no older rates: a guess would look like an answer. */
export function purchaseDeedDateTooEarly(first: string): string {
  return `No tenemos los tipos anteriores al ${first}: indica una fecha de escritura desde ese día.`;
}

/** Rates more than a year ahead cannot be known. */
export function purchaseDeedDateTooLate(last: string): string {
  return `La fecha de la escritura no puede ser posterior al ${last}: no conocemos los tipos con más de un año de antelación.`;
}

export const BUYER_AGE_MIN = 18;
export const BUYER_AGE_MAX = 120;
