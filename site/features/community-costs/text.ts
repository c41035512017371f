// Spanish text of the per-community purchase-cost pages; every figure is passed in from the build's engine data.

export const COMMUNITY_TEXT = {
  asOf: 'Cifras calculadas con los tipos vigentes el',
  calculatorCta: (name: string) => `Calcular mis gastos en ${name}`,
  analysisCta: (name: string) => `Analizar una inversión en ${name}, de la compra a la venta`,
  ratesTitle: (name: string) => `Impuestos de la compra en ${name}`,
  ratesIntro:
    'Una vivienda usada paga ITP; una nueva paga IVA (IGIC en Canarias, IPSI en Ceuta y Melilla) y AJD por la escritura. Cada tipo enlaza a la norma o página en la que se apoya.',
  colTax: 'Impuesto',
  colAppliesTo: 'Se aplica a',
  colGeneral: 'Tipo general',
  colSince: 'En vigor desde',
  colSource: 'Fuente',
  generalCaption: (name: string) => `Tipos generales vigentes en ${name}`,
  reducedTitle: 'Tipos reducidos y sus condiciones',
  reducedNone: (name: string) =>
    `Las tablas que usamos no recogen tipos reducidos de estos impuestos en ${name}: se aplican los tipos generales.`,
  reducedIntro:
    'La calculadora aplica el tipo reducido cuando marcas primera vivienda habitual y cumples la edad, la familia numerosa o el límite de valor. Los requisitos que no puede comprobar aparecen en la lista: revísalos en la norma antes de firmar.',
  notesTitle: 'A tener en cuenta',
  since: 'desde el',
  sinceCap: 'En vigor desde el',
  checks: 'La calculadora comprueba',
  assumes: 'Además exige (no lo podemos comprobar)',
  source: 'Fuente',
  allSources: 'La norma, el artículo y las fechas de cada tipo, en',
  pending: 'pendiente de confirmar',
  confidence: {
    law: 'norma publicada',
    press: 'fuente de prensa',
    unconfirmed: 'pendiente de confirmar',
  },
  tableTitle: (name: string) => `Cuánto cuesta comprar una vivienda en ${name}`,
  tableIntro:
    'Gastos de una compra con los tipos generales (sin tipos reducidos), el precio como base del impuesto y una hipoteca del 80 % del precio, que añade la tasación. Los calcula el mismo motor que la calculadora.',
  tableCaption: (name: string) => `Gastos de compra en ${name} con los tipos vigentes el`,
  colHome: 'Vivienda y precio',
  colTaxes: 'Impuestos',
  colFees: 'Notaría y registro',
  colOther: 'Gestoría y tasación',
  colTotal: 'Total de gastos',
  colShare: 'Sobre el precio',
  colLink: 'Calculadora',
  homeLabel: (type: 'used' | 'new', price: string) =>
    `${type === 'used' ? 'Usada' : 'Nueva'}, ${price}`,
  rowLink: 'Calcular',
  tableNote:
    'Notaría y registro según sus aranceles oficiales con la rebaja del 5 %, más una estimación de folios, copias e IVA; gestoría y tasación son estimaciones. Sin hipoteca no hay tasación.',
  changesTitle: 'Qué ha cambiado recientemente',
  noChanges: (name: string) =>
    `Nuestras tablas no recogen cambios de los tipos de ${name} en los dos últimos años.`,
  faqTitle: (name: string) => `Preguntas frecuentes sobre los gastos de compra en ${name}`,
  othersTitle: 'Gastos de compra en otras comunidades',
  allCommunities: 'Comparar todas las comunidades en la calculadora de gastos de compra',
  breadcrumbCalculator: 'Calculadora de gastos de compra',
  disclaimer:
    'Cifras orientativas calculadas con los tipos que recogen nuestras tablas a la fecha indicada. No sustituyen el asesoramiento de un notario, gestor o asesor fiscal: confirma los tipos y requisitos con tu comunidad antes de firmar.',
} as const;
