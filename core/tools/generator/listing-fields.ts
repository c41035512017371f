// The listing writer's added inputs: options, Spanish labels, messages and limits. All optional.

export const OPERATIONS = ['venta', 'alquiler'] as const;
export type Operation = (typeof OPERATIONS)[number];

/** The labels are what a Spanish listing says. */
export const CONDITIONS = ['a-estrenar', 'buen-estado', 'a-reformar'] as const;
export type Condition = (typeof CONDITIONS)[number];

export const ORIENTATIONS = [
  'norte',
  'noreste',
  'este',
  'sureste',
  'sur',
  'suroeste',
  'oeste',
  'noroeste',
] as const;
export type Orientation = (typeof ORIENTATIONS)[number];

/** 'en-tramite' while the certificate is being issued. */
export const ENERGY_RATINGS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'en-tramite'] as const;
export type EnergyRating = (typeof ENERGY_RATINGS)[number];

export const OUTDOOR_SPACES = ['terraza', 'balcon', 'jardin'] as const;
export type OutdoorSpace = (typeof OUTDOOR_SPACES)[number];

export const LANGUAGES = ['es', 'en', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A preset length per portal (portals.ts), or `custom` with maxLength. */
export const PORTALS = ['idealista', 'fotocasa', 'habitaclia', 'pisoscom', 'custom'] as const;
export type Portal = (typeof PORTALS)[number];

export const OPERATION_LABELS: Readonly<Record<Operation, string>> = {
  venta: 'Venta',
  alquiler: 'Alquiler',
};

export const CONDITION_LABELS: Readonly<Record<Condition, string>> = {
  'a-estrenar': 'A estrenar',
  'buen-estado': 'Buen estado',
  'a-reformar': 'A reformar',
};

export const ORIENTATION_LABELS: Readonly<Record<Orientation, string>> = {
  norte: 'Norte',
  noreste: 'Noreste',
  este: 'Este',
  sureste: 'Sureste',
  sur: 'Sur',
  suroeste: 'Suroeste',
  oeste: 'Oeste',
  noroeste: 'Noroeste',
};

export const ENERGY_RATING_LABELS: Readonly<Record<EnergyRating, string>> = {
  A: 'A',
  B: 'B',
  C: 'C',
  D: 'D',
  E: 'E',
  F: 'F',
  G: 'G',
  'en-tramite': 'En trámite',
};

export const OUTDOOR_SPACE_LABELS: Readonly<Record<OutdoorSpace, string>> = {
  terraza: 'Terraza',
  balcon: 'Balcón',
  jardin: 'Jardín',
};

export const LANGUAGE_LABELS: Readonly<Record<Language, string>> = {
  es: 'Español',
  en: 'Inglés',
  de: 'Alemán',
  fr: 'Francés',
};

export const LISTING_MESSAGES = {
  operation: 'Elige venta o alquiler',
  price: 'El precio debe ser mayor que 0',
  floor: 'La planta debe ser un número entero entre -3 y 80 (0 es el bajo)',
  hasLift: 'Indica si hay ascensor (sí o no)',
  condition: 'Elige el estado: a estrenar, buen estado o a reformar',
  yearBuilt: 'El año de construcción debe estar entre 1500 y 2100',
  orientation:
    'Elige una orientación: norte, noreste, este, sureste, sur, suroeste, oeste o noroeste',
  energyRating: 'La calificación energética debe ser una letra de la A a la G o "en trámite"',
  energyConsumption: 'El consumo debe ser un número de kWh/m² año entre 0 y 2.000',
  energyEmissions: 'Las emisiones deben ser un número de kg CO₂/m² año entre 0 y 500',
  outdoorSpace: 'Elige terraza, balcón o jardín',
  outdoorArea: 'Los m² del exterior deben ser mayores que 0',
  outdoorAreaWithoutSpace: 'Indica también si es terraza, balcón o jardín',
  parking: 'Indica si incluye plaza de garaje (sí o no)',
  storageRoom: 'Indica si incluye trastero (sí o no)',
  communityFees: 'La cuota de comunidad debe ser un número de euros al mes entre 0 y 10.000',
  neighbourhoodNotes: 'Las notas del barrio son demasiado largas (máximo 500 caracteres)',
  languages: 'Idioma no válido: elige entre es (español), en (inglés), de (alemán) y fr (francés)',
  portal: 'Elige un portal: idealista, fotocasa, habitaclia, pisoscom o custom',
  maxLength: 'La longitud máxima debe ser un número entero entre 500 y 10.000 caracteres',
  maxLengthRequired: 'Indica la longitud máxima de la descripción para el portal a medida',
} as const;

/** Ours: a real listing never exceeds them, abuse does. */
export const LISTING_LIMITS = {
  price: 100_000_000,
  floorMin: -3,
  floorMax: 80,
  yearMin: 1500,
  yearMax: 2100,
  energyConsumption: 2000,
  energyEmissions: 500,
  outdoorArea: 100_000,
  communityFees: 10_000,
  neighbourhoodNotes: 500,
  maxLengthMin: 500,
  maxLengthMax: 10_000,
} as const;

/** `short` fits a card or a message; `social` a post (X counts 280). */
export const SHORT_MAX_CHARS = 300;
export const SOCIAL_MAX_CHARS = 280;
export const SOCIAL_HASHTAGS = { min: 3, max: 5 } as const;
