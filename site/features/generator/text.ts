// The generator page's texts (form and paste-to-check box), once each; the result's are in
// result-text.ts, loaded with the result.

export const GENERATOR_FORM_TEXT = {
  address: 'Dirección',
  addressPlaceholder: 'Calle, número y ciudad',
  propertyType: 'Tipo de propiedad',
  choose: 'Selecciona una opción',
  notGiven: 'Sin indicar',
  area: 'Superficie (m²)',
  rooms: 'Habitaciones',
  bathrooms: 'Baños',
  extras: 'Extras',
  otherExtras: 'Otros extras',
  otherExtrasPlaceholder: 'Por ejemplo: chimenea, vistas al mar…',
  targetAudience: 'Público objetivo',
  saleGroup: 'Operación y precio',
  operation: 'Operación',
  price: 'Precio',
  rent: 'Alquiler mensual',
  communityFees: 'Gastos de comunidad',
  homeGroup: 'Edificio y estado',
  condition: 'Estado',
  yearBuilt: 'Año de construcción',
  floor: 'Planta',
  floorHint: '0 es el bajo; -1, el sótano.',
  hasLift: '¿Tiene ascensor?',
  orientation: 'Orientación',
  energyGroup: 'Certificado energético',
  energyRating: 'Calificación energética',
  energyHint: 'Todo anuncio de venta o alquiler debe mostrarla (Real Decreto 390/2021).',
  energyConsumption: 'Consumo de energía',
  energyEmissions: 'Emisiones',
  outdoorGroup: 'Exterior y anexos',
  outdoorSpace: 'Espacio exterior',
  outdoorArea: 'Superficie exterior (m²)',
  parking: '¿Incluye plaza de garaje?',
  storageRoom: '¿Incluye trastero?',
  yes: 'Sí',
  no: 'No',
  neighbourhoodNotes: 'Notas del barrio',
  neighbourhoodHint:
    'Transporte, colegios, servicios. El texto solo usará lo que escribas aquí, tal cual.',
  publishGroup: 'Dónde y en qué idiomas se publica',
  languages: 'Idiomas',
  spanishAlways: 'El español se escribe siempre.',
  portal: 'Portal',
  portalLimit: (name: string, chars: string) => `${name} (hasta ${chars} caracteres)`,
  customPortal: 'Otro (longitud a medida)',
  /** Where the long text goes when the portal is custom, as the result says it. */
  customLength: 'longitud a medida',
  maxLength: 'Longitud máxima de la descripción',
  submit: 'Generar descripción',
  pending: 'Generando descripción...',
  progressWriting: (chars: string) => `El modelo está redactando: ${chars} caracteres recibidos…`,
  progressChecking: 'Comprobando que cada dato salga del formulario…',
  progressRetrying: 'El primer intento no ha servido: el modelo lo redacta de nuevo…',
  errorTitle: 'Error al generar descripción',
  unexpected: 'Ocurrió un error inesperado',
  /** While the result's code loads. */
  loading: 'Preparando el resultado…',
} as const;

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
  found: (n: number) =>
    n === 1 ? 'Hemos encontrado 1 frase hecha:' : `Hemos encontrado ${n} frases hechas:`,
  noListing:
    'Para comprobar también las cifras, los lugares y las características, rellena antes el formulario de arriba (dirección, tipo, superficie, habitaciones, baños y público).',
  factsOk: 'Cada cifra, lugar y característica del texto está en el formulario.',
  factsFound: (n: number) =>
    n === 1
      ? '1 frase dice algo que no está en el formulario:'
      : `${n} frases dicen algo que no está en el formulario:`,
  loadError: 'No se pudo cargar el revisor. Comprueba la conexión y vuelve a intentarlo.',
} as const;
