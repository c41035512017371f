// A foral region whose own IRPF the two-half model cannot hold: the state scale stands in as its
// second half, each year's citation saying the figure is the common regime's and what is missing.
import { STATE_IRPF } from '../state';
import type { IrpfScaleYear } from '../types';

/** `notOf`: 'de Navarra', 'del País Vasco'. */
export function commonRegimeYears(notOf: string, pending: string): readonly IrpfScaleYear[] {
  const citation = `Cifra del régimen común, no ${notOf}: la escala estatal del art. 63.1 de la Ley 35/2006 del IRPF (BOE 29-11-2006) aplicada también como mitad autonómica, con el mínimo personal de 5.550 € (art. 57)`;
  return STATE_IRPF.map((year) => ({ ...year, citation, sourcePending: pending }));
}
