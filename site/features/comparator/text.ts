// Every Spanish text of the comparator page, once (the spec's own texts come from core).
import { GROSS_YIELD, NET_YIELD, PRICE_PER_M2 } from '../../../core/metrics';

export const COMPARATOR_TEXT = {
  addTitle: 'Añadir propiedad',
  editTitle: 'Editar propiedad',
  add: 'Añadir propiedad',
  update: 'Actualizar propiedad',
  cancel: 'Cancelar',
  edit: 'Editar',
  editNamed: (name: string) => `Editar ${name}`,
  removeNamed: (name: string) => `Eliminar ${name}`,
  analyse: 'Analizar a fondo',
  shareTexts: 'Incluir nombres y ubicaciones en el enlace',
  shareTextsHint:
    'Sin marcar, el enlace lleva solo las cifras y las viviendas se llaman «Vivienda 1», «Vivienda 2»…',
  analyseNamed: (name: string) => `Analizar a fondo ${name}: compra, alquiler, impuestos y venta`,
  listTitle: 'Propiedades',
  empty: 'Añade propiedades para comparar',
  summaryTitle: 'Resumen de la comparación',
  /** Beside the best figure of a row: said in words, not only in colour. */
  best: 'Mejor',
  figureColumn: 'Cifra',
  /** The net yield against the Spanish 10-year bond: the comparator's verdict per property. */
  verdictRow: '¿Supera al bono a 10 años?',
  verdict: { yes: '▲ Sí', no: '▼ No' },
  bondName: 'bono español a 10 años',
  verdictNote:
    'Rentabilidad neta antes de impuestos y sin préstamo frente al bono español a 10 años. Para saber si te compensa con tu hipoteca y tu IRPF, pulsa «Analizar a fondo».',
  actions: 'Acciones',
  /** Over the table on a phone, which shows one property at a time. */
  swipeCount: (shown: number, count: number, name: string) =>
    `${shown} de ${count}: ${name}. Desliza la tabla para ver las demás.`,
  tableCaption: (count: number) =>
    count === 1 ? 'Tu propiedad' : `Tus ${count} propiedades, lado a lado`,
  metrics: {
    purchaseCosts: 'Gastos de compra',
    grossYield: GROSS_YIELD.name,
    netYield: NET_YIELD.name,
    pricePerM2: PRICE_PER_M2.name,
  },
  /** While the purchase-cost engine loads, just after the first card. */
  pending: 'Calculando…',
  announce: {
    added: (name: string, count: number) => `${name} añadida. ${count} de 3 propiedades.`,
    updated: (name: string) => `${name} actualizada.`,
    removed: (name: string, count: number) => `${name} eliminada. ${count} de 3 propiedades.`,
  },
} as const;

export const COMPARATOR_INFO = {
  title: 'Cómo comparar pisos para invertir',
  paragraphs: [
    'Añade hasta tres pisos con su precio, el alquiler que esperas cobrar, los metros y los gastos mensuales. El comparador calcula para cada uno la rentabilidad bruta, la rentabilidad neta y el precio por metro cuadrado, y resalta el mejor valor de cada indicador.',
    'Los gastos de compra salen de la calculadora de gastos de compra para la comunidad de la ubicación; cada tarjeta dice cuáles ha usado. Un piso barato por metro no siempre es el más rentable.',
    'Tus propiedades se guardan solo en este navegador; no se envían a ningún servidor. Con el botón de compartir puedes mandar la comparación a otra persona.',
  ],
  /** The same definitions as the yield calculator and the analysis. */
  formulas: [GROSS_YIELD, NET_YIELD, PRICE_PER_M2],
} as const;
