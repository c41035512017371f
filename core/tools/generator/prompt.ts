// The model's brief: the listing's facts and nothing else, the languages, the lengths, and the one
// schema its answer must follow (all variants of all languages).
import * as z from 'zod/mini';
import { AUDIENCE_LABELS, EXTRA_LABELS, PROPERTY_TYPE_LABELS, TITLE_MAX_CHARS } from './fields';
import {
  CONDITION_LABELS,
  ENERGY_RATING_LABELS,
  LANGUAGE_LABELS,
  LANGUAGES,
  OPERATION_LABELS,
  ORIENTATION_LABELS,
  OUTDOOR_SPACE_LABELS,
  SHORT_MAX_CHARS,
  SOCIAL_HASHTAGS,
  SOCIAL_MAX_CHARS,
} from './listing-fields';
import type { ListingValues } from './schema';
import { formatQuantity } from './spanish';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** The model's answer: one entry per language with its title and three texts. */
export const modelAnswerSchema = z.object({
  variants: z.array(
    z.object({
      language: z.enum(LANGUAGES),
      title: z.string(),
      long: z.string(),
      short: z.string(),
      social: z.string(),
    }),
  ),
});
export type ModelAnswer = z.output<typeof modelAnswerSchema>;

const yesNo = (value: boolean) => (value ? 'sí' : 'no');

/** The facts as a list of 'Campo: valor' lines, only those given. */
export function factLines(values: ListingValues): string[] {
  const extras = values.extras.filter((e) => e !== 'otros').map((e) => EXTRA_LABELS[e]);
  const q = formatQuantity;
  const lines: (string | false | undefined)[] = [
    values.operation && `Operación: ${OPERATION_LABELS[values.operation]}`,
    `Tipo de inmueble: ${PROPERTY_TYPE_LABELS[values.propertyType]}`,
    `Dirección: ${values.address}`,
    `Superficie: ${q(values.area)} m²`,
    `Dormitorios: ${values.rooms}`,
    `Baños: ${values.bathrooms}`,
    values.price !== undefined &&
      `${values.operation === 'alquiler' ? 'Renta mensual' : 'Precio'}: ${q(values.price)} €`,
    values.floor !== undefined && `Planta: ${values.floor === 0 ? 'baja' : values.floor}`,
    values.hasLift !== undefined && `Ascensor: ${yesNo(values.hasLift)}`,
    values.condition && `Estado: ${CONDITION_LABELS[values.condition]}`,
    values.yearBuilt !== undefined && `Año de construcción: ${values.yearBuilt}`,
    values.orientation && `Orientación: ${ORIENTATION_LABELS[values.orientation]}`,
    values.energyRating && `Calificación energética: ${ENERGY_RATING_LABELS[values.energyRating]}`,
    values.energyConsumption !== undefined &&
      `Consumo de energía: ${q(values.energyConsumption)} kWh/m² año`,
    values.energyEmissions !== undefined && `Emisiones: ${q(values.energyEmissions)} kg CO₂/m² año`,
    values.outdoorSpace &&
      `Exterior: ${OUTDOOR_SPACE_LABELS[values.outdoorSpace]}${values.outdoorArea === undefined ? '' : ` de ${q(values.outdoorArea)} m²`}`,
    values.parking !== undefined && `Plaza de garaje incluida: ${yesNo(values.parking)}`,
    values.storageRoom !== undefined && `Trastero incluido: ${yesNo(values.storageRoom)}`,
    values.communityFees !== undefined &&
      `Gastos de comunidad: ${q(values.communityFees)} € al mes`,
    `Extras: ${extras.length > 0 ? extras.join(', ') : 'ninguno indicado'}`,
    values.otherExtras && `Otros extras (texto del anunciante): ${values.otherExtras}`,
    values.neighbourhoodNotes &&
      `Notas del barrio (texto del anunciante): ${values.neighbourhoodNotes}`,
  ];
  return lines.filter((line): line is string => typeof line === 'string');
}

/**
 * The system and user messages for one listing in every requested language. `problems` are the
 * checker's findings on a previous answer, sent back once so the model can correct them.
 */
export function listingPrompt(
  values: ListingValues,
  longMaxChars: number,
  problems: readonly string[] = [],
): ChatMessage[] {
  const languages = values.languages.map((code) => `${code} (${LANGUAGE_LABELS[code]})`).join(', ');
  const system = [
    'Eres un redactor inmobiliario profesional en España y escribes como un nativo en español de España, inglés británico, alemán y francés.',
    'Usa exclusivamente los datos de la ficha: no inventes características, distancias, barrios, servicios, vistas, estado ni cifras, y no calcules cifras nuevas (nada de precio por m², rentabilidades ni porcentajes).',
    'Las notas del anunciante se usan solo tal como están escritas; tradúcelas fielmente.',
    'Si la ficha da la calificación energética, escríbela en los textos long, short y social.',
    'Evita los clichés: "oportunidad única", "ideal para inversores", "no te lo pierdas", "vistas inmejorables", "luminoso" sin orientación y superlativos sin un dato que los respalde; nunca prometas rentabilidad ni ingresos ("rentabilidad garantizada" es publicidad engañosa).',
    'Escribe con la voz del anunciante, nunca con la de la web que redacta el anuncio: nada de "te ayudamos con las cifras" ni invitaciones a calcular.',
    'En español, la calle con su artículo y el número tras una coma ("en la calle de Sueca, 12"), y minúscula después de dos puntos salvo nombres propios.',
    'Escribe los nombres de calles, barrios y ciudades exactamente como en la ficha, sin traducirlos.',
    'Escribe las cifras completas (245.000 €, nunca 245k), con los separadores de cada idioma, y sin emojis.',
    'En todos los idiomas, mayúscula solo al principio de frase y en los nombres propios de la ficha (en inglés, nada de Title Case), salvo los sustantivos en alemán.',
    `Devuelve solo JSON con la clave "variants": una entrada por idioma pedido con "language", "title" (máximo ${TITLE_MAX_CHARS} caracteres), "long" (máximo ${longMaxChars} caracteres, en párrafos), "short" (máximo ${SHORT_MAX_CHARS} caracteres) y "social" (máximo ${SOCIAL_MAX_CHARS} caracteres, con entre ${SOCIAL_HASHTAGS.min} y ${SOCIAL_HASHTAGS.max} hashtags al final).`,
  ].join(' ');
  const user = [
    `Idiomas: ${languages}.`,
    `Público: ${AUDIENCE_LABELS[values.targetAudience]}; destaca lo que más le interesa a ese público, siempre con los datos de la ficha.`,
    '',
    'Ficha:',
    ...factLines(values),
    ...(problems.length > 0
      ? ['', `Tu respuesta anterior no sirvió por esto: ${problems.join('; ')}. Corrígelo.`]
      : []),
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}
