// The instructions given to a language model: Spanish, one audience, the given facts and nothing else.
import { formatQuantity } from './spanish';
import { type GeneratorValues } from './schema';
import {
  AUDIENCE_LABELS,
  DESCRIPTION_MAX_CHARS,
  EXTRA_LABELS,
  PROPERTY_TYPE_LABELS,
  TITLE_MAX_CHARS,
} from './fields';

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/** The system and user messages for one description. The model answers JSON {title, description}. */
export function descriptionPrompt(values: GeneratorValues): ChatMessage[] {
  const extras = values.extras
    .filter((extra) => extra !== 'otros')
    .map((extra) => EXTRA_LABELS[extra]);
  const facts = [
    `Tipo de inmueble: ${PROPERTY_TYPE_LABELS[values.propertyType]}`,
    `Dirección: ${values.address}`,
    `Superficie: ${formatQuantity(values.area)} m²`,
    `Dormitorios: ${values.rooms}`,
    `Baños: ${values.bathrooms}`,
    `Extras: ${extras.length > 0 ? extras.join(', ') : 'ninguno indicado'}`,
    ...(values.otherExtras ? [`Otros extras (texto del anunciante): ${values.otherExtras}`] : []),
  ];
  return [
    {
      role: 'system',
      content: [
        'Eres un redactor inmobiliario profesional en España. Escribes en español de España, con buena ortografía y concordancia.',
        'Usa exclusivamente los datos que te dan: no inventes características, distancias, servicios, estado, precio ni vistas.',
        'Menciona todos los extras indicados de forma natural.',
        `Devuelve solo un objeto JSON con dos claves: "title" (máximo ${TITLE_MAX_CHARS} caracteres) y "description" (entre 600 y 1500 caracteres, nunca más de ${DESCRIPTION_MAX_CHARS}, en 3 o 4 párrafos, sin emojis ni mayúsculas sostenidas).`,
      ].join(' '),
    },
    {
      role: 'user',
      content: `Escribe el anuncio para el público "${AUDIENCE_LABELS[values.targetAudience]}", destacando lo que más le interesa a ese público.\n\n${facts.join('\n')}`,
    },
  ];
}
