// The default Euríbor 12M of the mortgage tools: the dated market figure of core/market-figures.ts.
import { EURIBOR_12M_DEFAULT, figureMonthLabel, type MarketFigure } from '../../market-figures';
import type { DatedRate, IsoDate } from '../../tax/sourced';

export interface EuriborFigure extends DatedRate {
  /** The month the average belongs to, as the page shows it: "Euríbor a febrero de 2026". */
  month: string;
}

/** The figure as the rate tables write their entries: value, first day of its month, source. */
export function euriborFigureOf(figure: MarketFigure): EuriborFigure {
  return {
    value: figure.value,
    month: figureMonthLabel(figure.month),
    validFrom: `${figure.month}-01` as IsoDate,
    source: figure.url,
  };
}

/**
 * Euríbor 12M, monthly average of February 2026: 2,221 % (Banco de España). Editors update it in
 * the Studio (editorialFigures.marketFigures.euribor12m); pages show the month and warn when it is
 * older than 60 days, so the user types the current value.
 */
export const EURIBOR_12M: EuriborFigure = euriborFigureOf(EURIBOR_12M_DEFAULT);

/**
 * The label the page shows next to the default.
 * @example euriborLabel() // 'Euríbor a febrero de 2026'
 */
export function euriborLabel(figure: EuriborFigure = EURIBOR_12M): string {
  return `Euríbor a ${figure.month}`;
}
