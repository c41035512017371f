// Navarra levies its own IRPF; its foral text could not be read, so the model stands in the common
// regime's figures (the state scale in both halves) and says so in the note.
import { STATE_IRPF } from '../state';
import type { IrpfScaleYear, RegionalIrpf } from '../types';

const CITATION =
  'Cifra del régimen común, no de Navarra: la escala estatal del art. 63.1 de la Ley 35/2006 del IRPF (BOE 29-11-2006) aplicada también como mitad autonómica, con el mínimo personal de 5.550 € (art. 57)';
const PENDING =
  'no hemos leído el Decreto Foral Legislativo 4/2008, de 2 de junio, texto refundido de la Ley Foral del IRPF de Navarra (su escala y sus mínimos)';

const standIn = (year: IrpfScaleYear): IrpfScaleYear => ({
  ...year,
  citation: CITATION,
  sourcePending: PENDING,
});

export const NAVARRA: RegionalIrpf = {
  code: 'navarra',
  regime: 'foral',
  years: STATE_IRPF.map(standIn),
  note: 'Navarra tiene su propio IRPF (Decreto Foral Legislativo 4/2008, texto refundido de la Ley Foral del IRPF): una sola escala foral, sin mitad estatal ni autonómica, con sus propios mínimos y deducciones. No hemos podido leer su texto oficial, así que la cifra es la de un contribuyente de régimen común con la escala estatal en las dos mitades: tómala como orientativa, lo que pagarías en Navarra puede ser distinto.',
};
