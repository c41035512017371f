// The purchase-costs form's Spanish messages for its choices, switches and date (spec section 5),
// loaded with the schema; the number fields' are in their rows (fields.ts).

export const PURCHASE_TYPE_REQUIRED = 'Selecciona el tipo de vivienda';
export const PURCHASE_COMMUNITY_REQUIRED = 'Selecciona la comunidad autónoma';
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
