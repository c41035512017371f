// The purchase step's rows. Defaults: a used 200.000 € flat, the yield tool's, let at 1.200 €
// (rent.ts), held 10 years (sale.ts).
import { ANALYSIS_MESSAGES as M } from '../messages';
import { MONEY, notInExcel, stepRows } from './kit';

const PURCHASE_TAXES_ONLY = 'only the purchase taxes read it: the sheet holds the costs they give';

export const PURCHASE_ROWS = /* @__PURE__ */ stepRows('compra', [
  {
    name: 'price',
    label: 'Precio de compra',
    unit: '€',
    hint: 'El precio que figura en la escritura.',
    min: { value: 0, message: M.price, exclusive: true },
    max: MONEY.max,
    default: 200_000,
    empty: 'required',
    excel: { format: 'euro', help: 'Sin impuestos ni gastos.' },
  },
  {
    name: 'referenceValue',
    label: 'Valor de referencia del Catastro (opcional)',
    unit: '€',
    hint: 'Si es mayor que el precio, el ITP se calcula sobre él. Consúltalo en la Sede del Catastro.',
    ...MONEY,
    empty: 0,
    ...notInExcel(PURCHASE_TAXES_ONLY),
  },
  {
    name: 'renovation',
    label: 'Reforma al comprar',
    unit: '€',
    hint: 'Obras antes del primer alquiler; suma al coste.',
    ...MONEY,
    default: 0,
    empty: 0,
    excel: { format: 'euro', help: 'Es una mejora: se amortiza al 3 % entera.' },
  },
  {
    name: 'furniture',
    label: 'Muebles',
    unit: '€',
    hint: 'Se amortizan al 10 % anual durante 10 años.',
    ...MONEY,
    default: 0,
    empty: 0,
    excel: { format: 'euro', help: 'Se amortizan al 10 % al año.' },
  },
]);
