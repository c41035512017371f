// The default Euríbor 12M: a dated monthly average with its source, the seed of the editorial figure
// (core/market-figures.ts); pages show the editors' figure and warn when it is old.
import type { DatedRate } from '../../tax/sourced';

export interface EuriborFigure extends DatedRate {
  /** As the page shows it: "Euríbor a febrero de 2026". */
  month: string;
}

/**
 * February 2026 average, 2,221 %, confirmed by the Banco de España on 3 March 2026 (the official
 * index: its monthly resolution in the BOE); the latest final one found. Import-free: first load.
 */
export const EURIBOR_12M: EuriborFigure = {
  value: 2.221,
  month: 'febrero de 2026',
  validFrom: '2026-02-01',
  source:
    'https://clientebancario.bde.es/pcb/es/menu-horizontal/productosservici/relacionados/tiposinteres/guia-textual/tiposinteresrefe/Tabla_tipos_de_interes_oficiales.html',
};

/** @example euriborLabel() // 'Euríbor a febrero de 2026' */
export function euriborLabel(figure: EuriborFigure = EURIBOR_12M): string {
  return `Euríbor a ${figure.month}`;
}
