// The description generator's form without zod (spec sections 3 and 5): fields, options, labels,
// messages and defaults. The page imports these; the zod schema loads only when the form is used.

export const PROPERTY_TYPES = [
  'piso',
  'apartamento',
  'chalet-independiente',
  'chalet-adosado',
  'chalet-pareado',
  'unifamiliar',
  'duplex',
  'atico',
  'estudio',
  'loft',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

export const EXTRAS = [
  'terraza',
  'ascensor',
  'piscina',
  'garaje',
  'aire_acondicionado',
  'calefaccion',
  'amueblado',
  'balcon',
  'trastero',
  'jardin',
  'armarios_empotrados',
  'cocina_equipada',
  'domotica',
  'acceso_pmr',
  'seguridad',
  'zonas_comunes',
  'orientacion_sur',
  'eficiencia_energetica',
  'otros',
] as const;
export type Extra = (typeof EXTRAS)[number];

export const AUDIENCES = [
  'inversores',
  'familias',
  'parejas',
  'jovenes',
  'jubilados',
  'estudiantes',
] as const;
export type Audience = (typeof AUDIENCES)[number];

export const PROPERTY_TYPE_LABELS: Readonly<Record<PropertyType, string>> = {
  piso: 'Piso',
  apartamento: 'Apartamento',
  'chalet-independiente': 'Chalet independiente',
  'chalet-adosado': 'Chalet adosado',
  'chalet-pareado': 'Chalet pareado',
  unifamiliar: 'Casa unifamiliar',
  duplex: 'Dúplex',
  atico: 'Ático',
  estudio: 'Estudio',
  loft: 'Loft',
};

export const EXTRA_LABELS: Readonly<Record<Extra, string>> = {
  terraza: 'Terraza',
  ascensor: 'Ascensor',
  piscina: 'Piscina',
  garaje: 'Garaje',
  aire_acondicionado: 'Aire acondicionado',
  calefaccion: 'Calefacción',
  amueblado: 'Amueblado',
  balcon: 'Balcón',
  trastero: 'Trastero',
  jardin: 'Jardín',
  armarios_empotrados: 'Armarios empotrados',
  cocina_equipada: 'Cocina equipada',
  domotica: 'Domótica',
  acceso_pmr: 'Acceso PMR (movilidad reducida)',
  seguridad: 'Seguridad',
  zonas_comunes: 'Zonas comunes',
  orientacion_sur: 'Orientación sur',
  eficiencia_energetica: 'Eficiencia energética',
  otros: 'Otros',
};

export const AUDIENCE_LABELS: Readonly<Record<Audience, string>> = {
  inversores: 'Inversores',
  familias: 'Familias',
  parejas: 'Parejas',
  jovenes: 'Jóvenes profesionales',
  jubilados: 'Jubilados',
  estudiantes: 'Estudiantes',
};

export const GENERATOR_MESSAGES = {
  address: 'Escribe la dirección',
  area: 'El área debe ser mayor que 0',
  rooms: 'Las habitaciones deben ser más de 0',
  bathrooms: 'Los baños deben ser más de 0',
  propertyType: 'Elige el tipo de vivienda',
  targetAudience: 'Elige a quién va dirigido el anuncio',
  /** Ours: the spec sets no upper bounds; these keep a request to a real home. */
  integer: 'Introduce un número entero',
  tooLarge: 'El valor es demasiado alto',
  tooLong: 'El texto es demasiado largo',
  extras: 'Hay un extra no válido',
} as const;

/** Upper bounds (ours): a real listing never exceeds them, abuse does. */
export const GENERATOR_LIMITS = {
  address: 200,
  area: 100_000,
  rooms: 50,
  bathrooms: 50,
  otherExtras: 300,
} as const;

/** The form's starting values: area 0 as the spec says, the rest empty for the user to choose. */
export const GENERATOR_DEFAULTS = {
  address: '',
  area: 0,
  rooms: 0,
  bathrooms: 0,
  extras: [] as Extra[],
  otherExtras: '',
};

/** Spanish listings must show the energy rating (Real Decreto 390/2021). */
export const ENERGY_RATING_REMINDER =
  'Recuerda: en España todo anuncio de venta o alquiler debe mostrar la calificación energética del certificado energético de la vivienda.';

/** A title readable on mobile; the description's length is the portal's (portals.ts). */
export const TITLE_MAX_CHARS = 60;
