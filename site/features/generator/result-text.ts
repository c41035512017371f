// The generator result's texts, loaded with the result (not with the page).
import { joinList } from '../../../core/tools/generator/spanish';
import { findingsText } from './findings-text';

export const GENERATOR_RESULT_TEXT = {
  heading: 'Tu descripción',
  source: {
    model: 'Redactado por el modelo',
    offline: 'Plantilla sin conexión',
  },
  sourceNote: {
    model:
      'Un modelo de lenguaje ha redactado el texto y nuestro verificador ha comprobado que cada dato sale de tu formulario.',
    offline:
      'El modelo no estaba disponible, así que el texto sale de nuestras plantillas, con tus datos y nada más. Revísalo y dale tu toque antes de publicar.',
  },
  language: 'Idioma del texto',
  titleLabel: 'Título sugerido',
  variants: {
    long: 'Descripción',
    short: 'Texto corto',
    social: 'Publicación para redes',
  },
  variantHints: {
    long: 'Para el portal',
    short: 'Para fichas y mensajes',
    social: 'Con etiquetas, para redes sociales',
  },
  copy: 'Copiar',
  copied: 'Copiado',
  /** The button's full name: which text it copies. */
  copyName: {
    long: 'título y descripción',
    short: 'título y texto corto',
    social: 'publicación',
  },
  copiedNote: {
    long: 'Título y descripción copiados al portapapeles.',
    short: 'Título y texto corto copiados al portapapeles.',
    social: 'Publicación copiada al portapapeles.',
  },
  copyErrorTitle: 'Error',
  copyErrorText: 'No se pudo copiar el texto',
  chars: (count: string, limit: string) => `${count} de ${limit} caracteres`,
  over: (by: string) => `Supera el límite en ${by} caracteres`,
  within: 'Dentro del límite',
  noCliches: 'Sin frases hechas',
  cliches: (n: number, misleading = 0) => findingsText(n, misleading),
  missingTitle: 'Le falta al anuncio',
  /** The templates cannot translate free text: said once, above the languages. */
  quotedTitle: 'Sin traducir',
  /** `languages` in lower case: ['inglés', 'francés']. */
  quoted: (fields: string, languages: readonly string[]) =>
    `Las plantillas sin conexión no traducen texto libre, así que ${fields} van en español, entre comillas, en ${languages.length === 1 ? 'el texto' : 'los textos'} en ${joinList(languages)}. Tradúcelas o quítalas antes de publicar.`,
  quotedFields: {
    neighbourhoodNotes: 'las notas del barrio',
    otherExtras: 'los otros extras',
  },
  again: 'Nueva descripción',
  tipsTitle: 'Consejos para tu anuncio',
  tips: [
    'Revisa que cada dato sea correcto antes de publicar.',
    'Acompaña el texto con fotos luminosas y un plano.',
    'Indica el precio y los gastos de comunidad con claridad.',
    'Usa el título en el encabezado del anuncio: se lee entero en el móvil.',
  ],
} as const;
