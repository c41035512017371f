// The comparator's form without zod: messages, defaults and storage key. The page imports these;
// the zod schemas in core/tools/comparator/schema.ts load only when a list is restored or the form used.

export const COMPARATOR_MESSAGES = {
  name: 'Escribe el nombre',
  location: 'Escribe la ubicación',
  price: 'El precio debe ser mayor que 0',
  /** The spec gives the rule (min 0) but no wording; this matches the yield form's. */
  monthlyRent: 'El alquiler debe ser 0 o mayor',
  /** The spec gives the rule (min 0) but no wording; this matches the yield form's. */
  expenses: 'Los gastos deben ser 0 o mayor',
  size: 'El tamaño debe ser mayor que 0',
  rooms: 'Las habitaciones deben ser 1 o más',
} as const;

export const DEFAULT_ROOMS = 1;

/** The form starts empty except for one room (spec section 9). */
export const PROPERTY_FORM_DEFAULTS = {
  name: '',
  location: '',
  price: 0,
  monthlyRent: 0,
  size: 0,
  rooms: DEFAULT_ROOMS,
  expenses: 0,
};

export const COMPARATOR_STORAGE_KEY = 'property-comparator';
