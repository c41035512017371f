// The purchase-costs form's field table and options without zod (the page imports them; schema.ts
// and messages.ts load on use).
import { defineFields, shareKeys, type FieldName } from '../fields';
import { defaultLoanAmount } from '../../purchase-loan';
import { BALEARES_ISLANDS, COMMUNITIES } from '../../tax/communities';

export { BALEARES_ISLAND_CODES, type CommunityCode } from '../../tax/communities';
export { PURCHASE_COSTS_STORAGE_KEY } from '../../storage-keys';
export { DEFAULT_LOAN_SHARE, defaultLoanAmount } from '../../purchase-loan';

const NO_WORKBOOK = 'Sin hoja de Excel propia.';

const EMPTY_LOAN = 'Si lo dejas vacío, calculamos con el 80 % del precio.';

const AGE = { min: 18, max: 120, message: 'La edad debe ser un número entero entre 18 y 120 años' };

/**
 * Spec section 5 gives the price's and the loan's rules; the price's empty message says 'Escribe…'
 * rather than 'es requerido'. The buyer's age and the reference value are optional facts.
 */
export const PURCHASE_FIELDS = /* @__PURE__ */ defineFields([
  {
    name: 'propertyPrice',
    label: 'Precio de la vivienda',
    unit: '€',
    hint: 'El precio que figurará en la escritura.',
    min: { value: 0, exclusive: true, message: 'El precio de la vivienda debe ser mayor que 0' },
    required: 'Escribe el precio de la vivienda',
    empty: 'required',
    excel: false,
    notInExcel: NO_WORKBOOK,
  },
  {
    name: 'loanAmount',
    label: 'Importe del préstamo',
    unit: '€',
    hint: EMPTY_LOAN,
    min: { value: 0, message: 'El importe del préstamo debe ser 0 o mayor' },
    empty: {
      derived: (values) => defaultLoanAmount(values.propertyPrice ?? 0),
      text: `${EMPTY_LOAN} Sin hipoteca no hay préstamo (0).`,
      onlyWith: 'hasLoan',
    },
    excel: false,
    notInExcel: NO_WORKBOOK,
  },
  {
    name: 'buyerAge',
    label: 'Edad del comprador',
    unit: 'años',
    hint: 'Algunas comunidades rebajan el impuesto a los compradores jóvenes.',
    min: { value: AGE.min, message: AGE.message },
    max: { value: AGE.max, message: AGE.message },
    integer: AGE.message,
    empty: 'unknown',
    excel: false,
    notInExcel: NO_WORKBOOK,
  },
  {
    name: 'referenceValue',
    label: 'Valor de referencia del Catastro',
    unit: '€',
    hint: 'Lo consultas gratis en la Sede Electrónica del Catastro. Si supera el precio, el ITP y el AJD se calculan sobre él.',
    min: { value: 0, message: 'El valor de referencia debe ser 0 o mayor' },
    empty: 'unknown',
    excel: false,
    notInExcel: NO_WORKBOOK,
  },
]);

export type PurchaseNumberKey = FieldName<typeof PURCHASE_FIELDS>;
export const PURCHASE_SWITCH_KEYS = ['isFirstHome', 'hasLoan', 'largeFamily'] as const;
export const PURCHASE_CHOICE_KEYS = [
  'propertyType',
  'autonomousCommunity',
  'island',
  'deedDate',
] as const;
/** The short names the community pages link with, and the fields they stand for. */
export const PURCHASE_LINK_ALIASES = {
  price: 'propertyPrice',
  type: 'propertyType',
  community: 'autonomousCommunity',
} as const;
export const PURCHASE_LINK_KEYS = [
  ...shareKeys(PURCHASE_FIELDS),
  ...PURCHASE_SWITCH_KEYS,
  ...PURCHASE_CHOICE_KEYS,
  ...Object.keys(PURCHASE_LINK_ALIASES),
];

export const PROPERTY_TYPES = [
  { value: 'used', label: 'Vivienda usada (segunda mano)' },
  { value: 'new', label: 'Vivienda nueva (obra nueva)' },
] as const;

export type { PropertyType } from '../../tax/purchase-costs';

export const COMMUNITY_OPTIONS = COMMUNITIES.map(({ code, name }) => ({
  value: code,
  label: name,
}));

/** Island options for Baleares, whose first-home caps differ from 1 March 2026. */
export const ISLAND_OPTIONS = BALEARES_ISLANDS.map(({ code, name }) => ({
  value: code,
  label: name,
}));
