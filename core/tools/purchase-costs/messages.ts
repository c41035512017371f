// The purchase-costs form's Spanish messages for its choices and switches (spec section 5),
// with the schema; the rows hold the number fields' messages, core/tax/deed-date.ts the date's.

export const PURCHASE_TYPE_REQUIRED = 'Selecciona el tipo de vivienda';
export const PURCHASE_COMMUNITY_REQUIRED = 'Selecciona la comunidad autónoma';
export const PURCHASE_BOOLEAN = 'Marca sí o no';
export const PURCHASE_ISLAND = 'Selecciona la isla';
