// The default Euríbor 12M of the mortgage tools: a dated monthly average with its source. It is the
// seed's value of the editorial figure (core/market-figures.ts derives EURIBOR_12M_DEFAULT from it);
// pages show the figure the editors publish, with its month, and warn when it is old.
import type { DatedRate } from '../../tax/sourced';

export interface EuriborFigure extends DatedRate {
  /** The month the average belongs to, as the page shows it: "Euríbor a febrero de 2026". */
  month: string;
}

/**
 * Euríbor 12M, monthly average of February 2026: 2,221 %, confirmed by the Banco de España on
 * 3 March 2026; the official index is the one the BOE publishes in the Banco de España's monthly
 * resolution of "tipos de interés oficiales de referencia del mercado hipotecario". It is the
 * latest final average the stored sources give (March 2026 and later were not found final).
 * Kept free of imports: the mortgage page's first load reads it through the field table.
 */
export const EURIBOR_12M: EuriborFigure = {
  value: 2.221,
  month: 'febrero de 2026',
  validFrom: '2026-02-01',
  source:
    'https://clientebancario.bde.es/pcb/es/menu-horizontal/productosservici/relacionados/tiposinteres/guia-textual/tiposinteresrefe/Tabla_tipos_de_interes_oficiales.html',
};

/**
 * The label the page shows next to the default.
 * @example euriborLabel() // 'Euríbor a febrero de 2026'
 */
export function euriborLabel(figure: EuriborFigure = EURIBOR_12M): string {
  return `Euríbor a ${figure.month}`;
}
