// The comparator's field table (zod-free): each input's label, unit, bounds and Spanish message,
// default and what an empty field means; the form, the zod schema (./schema.ts, loaded on first use),
// the share link and the stored list are derived from it. The page imports this file.
import { defaultsOf, defineFields } from '../fields';
export { COMPARATOR_STORAGE_KEY } from '../../storage-keys';

/** The comparator has no workbook: the Excel template is the rental-yield tool's and the analysis'. */
const NO_WORKBOOK = 'El comparador no tiene hoja de Excel propia.';

/** The two text fields, in form order, each with the message for an empty (or only spaces) one. */
export const PROPERTY_TEXT_FIELDS = [
  { name: 'name', label: 'Nombre', message: 'Escribe el nombre' },
  { name: 'location', label: 'Ubicación', message: 'Escribe la ubicación' },
] as const;

/**
 * The number fields, in form order after the texts (spec section 9: the form starts empty except for
 * one room). The form reads an empty number as 0, so an empty price or size gets its own message.
 */
export const PROPERTY_NUMBER_FIELDS = /* @__PURE__ */ defineFields([
  {
    name: 'price',
    label: 'Precio',
    unit: '€',
    min: { value: 1, message: 'El precio debe ser mayor que 0' },
    empty: 'required',
    excel: false,
    notInExcel: NO_WORKBOOK,
  },
  {
    name: 'monthlyRent',
    label: 'Alquiler mensual',
    unit: '€',
    // The spec gives the rule (min 0) but no wording; this matches the yield form's.
    min: { value: 0, message: 'El alquiler debe ser 0 o mayor' },
    empty: 'required',
    excel: false,
    notInExcel: NO_WORKBOOK,
  },
  {
    name: 'size',
    label: 'Tamaño',
    unit: 'm²',
    min: { value: 1, message: 'El tamaño debe ser mayor que 0' },
    empty: 'required',
    excel: false,
    notInExcel: NO_WORKBOOK,
  },
  {
    name: 'rooms',
    label: 'Habitaciones',
    min: { value: 1, message: 'Las habitaciones deben ser 1 o más' },
    default: 1,
    empty: 'default',
    excel: false,
    notInExcel: NO_WORKBOOK,
  },
  {
    name: 'expenses',
    label: 'Gastos mensuales',
    unit: '€',
    // The spec gives the rule (min 0) but no wording; this matches the yield form's.
    min: { value: 0, message: 'Los gastos deben ser 0 o mayor' },
    empty: 'required',
    excel: false,
    notInExcel: NO_WORKBOOK,
  },
]);

/** Every field of the form, texts first, in form (and share-link) order. */
export const PROPERTY_FIELD_NAMES = [
  ...PROPERTY_TEXT_FIELDS.map((field) => field.name),
  ...PROPERTY_NUMBER_FIELDS.map((field) => field.name),
];

/** The number fields' starting values: one room; the others start empty. */
export const PROPERTY_NUMBER_DEFAULTS = /* @__PURE__ */ defaultsOf(PROPERTY_NUMBER_FIELDS);
