// The comparator's field table, zod-free: form, schema, share link and stored list derive from it.
import { defaultsOf, defineFields } from '../fields';
export { COMPARATOR_STORAGE_KEY } from '../../storage-keys';

const NO_WORKBOOK = 'El comparador no tiene hoja de Excel propia.';

export const PROPERTY_TEXT_FIELDS = [
  { name: 'name', label: 'Nombre', message: 'Escribe el nombre' },
  { name: 'location', label: 'Ubicación', message: 'Escribe la ubicación' },
] as const;

/** The form reads an empty number as 0, so an empty price or size gets its own message. */
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

export const PROPERTY_FIELD_NAMES = [
  ...PROPERTY_TEXT_FIELDS.map((field) => field.name),
  ...PROPERTY_NUMBER_FIELDS.map((field) => field.name),
];

export const PROPERTY_NUMBER_DEFAULTS = /* @__PURE__ */ defaultsOf(PROPERTY_NUMBER_FIELDS);
