// Words of the offline generator: each property type as a noun with its gender, each extra as phrases.
import type { Extra, PropertyType } from './fields';
import type { Gender } from './spanish';

export interface PropertyNoun {
  noun: string;
  gender: Gender;
  /** Houses have no building, community lift or landing: the wording changes. */
  house: boolean;
  /** Open-plan homes (studio, loft): the bedroom is an area, not a room. */
  openPlan: boolean;
}

export const PROPERTY_NOUNS: Readonly<Record<PropertyType, PropertyNoun>> = {
  piso: { noun: 'piso', gender: 'm', house: false, openPlan: false },
  apartamento: { noun: 'apartamento', gender: 'm', house: false, openPlan: false },
  'chalet-independiente': {
    noun: 'chalet independiente',
    gender: 'm',
    house: true,
    openPlan: false,
  },
  'chalet-adosado': { noun: 'chalet adosado', gender: 'm', house: true, openPlan: false },
  'chalet-pareado': { noun: 'chalet pareado', gender: 'm', house: true, openPlan: false },
  unifamiliar: { noun: 'casa unifamiliar', gender: 'f', house: true, openPlan: false },
  duplex: { noun: 'dúplex', gender: 'm', house: false, openPlan: false },
  atico: { noun: 'ático', gender: 'm', house: false, openPlan: false },
  estudio: { noun: 'estudio', gender: 'm', house: false, openPlan: true },
  loft: { noun: 'loft', gender: 'm', house: false, openPlan: true },
};

/** Where an extra is told: outside, inside comfort, the building, or what is included. */
export type ExtraGroup = 'outdoor' | 'comfort' | 'building' | 'included';

export interface ExtraWords {
  group: ExtraGroup;
  /** Noun phrases that read well after "cuenta con" / "dispone de". */
  phrases: readonly string[];
}

/** Every extra except 'amueblado', 'orientacion_sur' and 'otros', which get their own sentences. */
export const EXTRA_WORDS: Readonly<
  Record<Exclude<Extra, 'amueblado' | 'orientacion_sur' | 'otros'>, ExtraWords>
> = {
  terraza: { group: 'outdoor', phrases: ['una terraza', 'terraza'] },
  balcon: { group: 'outdoor', phrases: ['un balcón', 'balcón'] },
  jardin: { group: 'outdoor', phrases: ['un jardín', 'jardín'] },
  piscina: { group: 'outdoor', phrases: ['piscina', 'una piscina'] },
  aire_acondicionado: {
    group: 'comfort',
    phrases: ['aire acondicionado', 'climatización por aire acondicionado'],
  },
  calefaccion: { group: 'comfort', phrases: ['calefacción'] },
  cocina_equipada: { group: 'comfort', phrases: ['una cocina equipada', 'cocina equipada'] },
  armarios_empotrados: { group: 'comfort', phrases: ['armarios empotrados'] },
  domotica: { group: 'comfort', phrases: ['domótica', 'un sistema de domótica'] },
  eficiencia_energetica: {
    group: 'comfort',
    phrases: ['una buena eficiencia energética', 'soluciones de eficiencia energética'],
  },
  ascensor: { group: 'building', phrases: ['ascensor'] },
  acceso_pmr: {
    group: 'building',
    phrases: ['acceso adaptado para personas con movilidad reducida'],
  },
  seguridad: { group: 'building', phrases: ['sistema de seguridad', 'seguridad'] },
  zonas_comunes: { group: 'building', phrases: ['zonas comunes'] },
  garaje: {
    group: 'included',
    phrases: ['una plaza de garaje', 'una plaza de aparcamiento en garaje'],
  },
  trastero: { group: 'included', phrases: ['un trastero'] },
};

export type WordedExtra = keyof typeof EXTRA_WORDS;

export function isWordedExtra(extra: Extra): extra is WordedExtra {
  return extra in EXTRA_WORDS;
}
