// Spanish text of "Fuentes y actualizaciones"; every rate, date and source comes from the build's tax data.

export const SOURCES_TEXT = {
  summary: (rules: number, pending: number) =>
    `Las calculadoras aplican ${rules} reglas fiscales; ${pending} están pendientes de confirmar y dicen qué falta.`,
  lastChecked: 'Última revisión de las tablas:',
  howTitle: 'Cómo elegimos las fuentes',
  how: [
    'Cada regla enlaza el texto oficial en el que se apoya: el BOE, el boletín de la comunidad (BOJA, BOCM, DOGC, DOGV…) o la agencia tributaria, con la norma, el artículo y su fecha. Los blogs, los bancos y las páginas comerciales no son fuentes.',
    'Cuando no hemos podido leer el artículo que fija una cifra, la regla dice «pendiente de confirmar» y qué falta. Las reglas sustituidas por una ley posterior se conservan con su fecha final: las calculadoras aplican la regla vigente en la fecha de la escritura o de la venta.',
  ],
  indexTitle: 'Índice',
  indexCommunities: 'Por comunidad autónoma',
  indexState: 'En toda España',
  generalRule: 'tipo general',
  since: 'En vigor desde el',
  knownSince: 'En vigor al menos desde el',
  from: 'Del',
  knownFrom: 'En vigor al menos del',
  to: 'al',
  replaced: 'sustituida',
  undated: 'Sin fecha de inicio en nuestras tablas',
  checked: 'revisada el',
  source: 'Fuente:',
  pending: 'Pendiente de confirmar:',
  estimate: 'Estimación, no norma:',
  status: 'Estado:',
  notApplied: 'Otras reglas pendientes de confirmar',
  marketTitle: 'Euríbor y bono español a 10 años',
  marketIntro:
    'No son reglas fiscales sino cifras de mercado: las calculadoras parten de ellas (el Euríbor en la hipoteca y el análisis, el bono como rentabilidad de referencia) y puedes cambiarlas en cada cálculo. Cada mes se actualizan con el último dato publicado por el Banco de España.',
  marketNames: {
    euribor12m: 'Euríbor a 12 meses (media mensual)',
    bond10y: 'Bono español a 10 años',
  },
  inUse: 'dato en uso',
  replacedBy: (month: string) => `sustituido por el dato de ${month}`,
  noHistory:
    'Todavía no hay valores anteriores guardados: el historial empieza con la primera actualización mensual.',
  communityPage: (name: string) => `Gastos de compra en ${name}, con ejemplos`,
  backToIndex: 'Volver al índice',
} as const;
