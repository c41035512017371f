// Navarra levies its own IRPF with a single foral scale that the two-half model cannot hold yet, so
// the model stands in the common regime's figures (the state scale in both halves) and says so.
import { STATE_IRPF } from '../state';
import type { IrpfScaleYear, RegionalIrpf } from '../types';

const CITATION =
  'Cifra del régimen común, no de Navarra: la escala estatal del art. 63.1 de la Ley 35/2006 del IRPF (BOE 29-11-2006) aplicada también como mitad autonómica, con el mínimo personal de 5.550 € (art. 57)';
const PENDING =
  'cifra de régimen común: la escala foral del art. 59.1 del Decreto Foral Legislativo 4/2008 (leída, en la redacción de la Ley Foral 22/2023) y la deducción por mínimo personal del art. 62.9.a no se aplican todavía';

const standIn = (year: IrpfScaleYear): IrpfScaleYear => ({
  ...year,
  citation: CITATION,
  sourcePending: PENDING,
});

export const NAVARRA: RegionalIrpf = {
  code: 'navarra',
  regime: 'foral',
  years: STATE_IRPF.map(standIn),
  note: 'Navarra tiene su propio IRPF (Decreto Foral Legislativo 4/2008, texto refundido de la Ley Foral del IRPF): una sola escala foral, sin mitad estatal ni autonómica, del 13 % hasta 4.458 € al 52 % por encima de 334.344 € (art. 59.1, en la redacción de la Ley Foral 22/2023, desde 2024), y el mínimo personal no reduce la base: es una deducción de 1.084 € en la cuota (art. 62.9.a). El modelo aún no aplica esa escala, así que la cifra es la de un contribuyente de régimen común con la escala estatal en las dos mitades: tómala como orientativa, lo que pagarías en Navarra puede ser distinto.',
};
