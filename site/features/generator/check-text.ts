// The paste-to-check box's texts, once each: they load with the box, not with the page.
import { findingsText } from './findings-text';

export const CLICHE_CHECK_TEXT = {
  heading: 'Revisa tu propio texto',
  intro:
    'Pega un anuncio (tuyo o de otro) y te señalamos las frases hechas que los compradores se saltan, con una sugerencia para cada una, y cada cifra, lugar o característica que no esté en el formulario de arriba. Se revisa en tu navegador: el texto no se envía.',
  text: 'Texto del anuncio',
  language: 'Idioma del texto',
  submit: 'Revisar texto',
  pending: 'Revisando...',
  empty: 'Pega o escribe un texto para revisarlo.',
  none: 'No hemos encontrado frases hechas. Comprueba aun así que cada dato sea cierto.',
  /** `n` findings, `misleading` of them promises no seller can keep. */
  found: (n: number, misleading = 0) => `Hemos encontrado ${findingsText(n, misleading)}:`,
  noListing:
    'Para comprobar también las cifras, los lugares y las características, rellena antes el formulario de arriba (dirección, tipo, superficie, habitaciones, baños y público).',
  factsOk: 'Cada cifra, lugar y característica del texto está en el formulario.',
  factsFound: (n: number) =>
    n === 1
      ? '1 frase dice algo que no está en el formulario:'
      : `${n} frases dicen algo que no está en el formulario:`,
  loadError: 'No se pudo cargar el revisor. Comprueba la conexión y vuelve a intentarlo.',
} as const;
