// A dated market figure as a page shows it: value, month and source, and a note when it is old.
import * as React from 'react';
import { useEffect, useState } from 'react';
import { formatPercent } from '../../core/format';
import {
  EURIBOR_12M_DEFAULT,
  figureMonthLabel,
  isStaleFigure,
  type MarketFigure,
} from '../../core/market-figures';
import Callout from './ui/Callout';

export const FIGURE_TEXT = {
  line: (name: string, value: string, month: string) =>
    `${name.charAt(0).toUpperCase()}${name.slice(1)}: ${value} (dato de ${month}).`,
  source: 'Fuente:',
  stale: (name: string, month: string) =>
    `El ${name} que usamos es de ${month} y tiene más de 60 días. Comprueba el valor actual en la fuente y, si ha cambiado, escríbelo en el formulario.`,
} as const;

/**
 * Whether the figure is old on the day the page is viewed: computed in the browser after it
 * hydrates (never at build time), so a page built long ago still warns. False while prerendered.
 */
export function useStaleFigure(figure: Pick<MarketFigure, 'month'>, days = 60): boolean {
  const [stale, setStale] = useState(false);
  const { month } = figure;
  useEffect(() => {
    setStale(isStaleFigure({ month }, new Date(), days));
  }, [month, days]);
  return stale;
}

export default function MarketFigureNote({
  figure = EURIBOR_12M_DEFAULT,
  name,
  id,
}: {
  /** The page's figure; the seed's Euríbor without one (a page with no content context). */
  figure?: MarketFigure;
  /** The figure's name in a sentence, lower case: "Euríbor a 12 meses". */
  name: string;
  id?: string;
}) {
  const stale = useStaleFigure(figure);
  const month = figureMonthLabel(figure.month);
  return (
    <div className="figure-note" id={id} data-figure-month={figure.month}>
      <p>
        {FIGURE_TEXT.line(name, formatPercent(figure.value, { upTo: 3 }), month)}{' '}
        {FIGURE_TEXT.source}{' '}
        <a href={figure.url} rel="noopener noreferrer" target="_blank">
          {figure.source}
        </a>
      </p>
      {stale && (
        <div data-warning="staleFigure">
          <Callout tone="warning">
            <p>{FIGURE_TEXT.stale(name, month)}</p>
          </Callout>
        </div>
      )}
    </div>
  );
}
