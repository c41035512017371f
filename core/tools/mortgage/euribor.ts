// The default Euríbor 12M of the mortgage tools: a dated monthly average with its source.
import type { DatedRate } from '../../tax/sourced';

export interface EuriborFigure extends DatedRate {
  /** The month the average belongs to, as the page shows it: "Euríbor a febrero de 2026". */
  month: string;
}

/**
 * Euríbor 12M, monthly average of February 2026: 2,221 %, as confirmed by the Banco de España
 * (reported on 3 March 2026). It is the latest month whose final average the stored sources give:
 * for March 2026 they only have provisional figures (about 2,35 % on 13 March, after the jump of
 * 10 March) and nothing later, so the default is older than the page's date; the user types the
 * current value. Also in shared/reference/sale-taxes-es.md, section 3.1.
 */
export const EURIBOR_12M: EuriborFigure = {
  value: 2.221,
  month: 'febrero de 2026',
  validFrom: '2026-02-01',
  source:
    'https://www.laregion.es/economia/banco-espana-confirma-euribor-modero_1_20260303-4183669.html',
};

/**
 * The label the page shows next to the default.
 * @example euriborLabel() // 'Euríbor a febrero de 2026'
 */
export function euriborLabel(figure: EuriborFigure = EURIBOR_12M): string {
  return `Euríbor a ${figure.month}`;
}
