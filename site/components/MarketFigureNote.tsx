// A dated market figure as a page shows it: one quiet line with value, source and month, and a
// stronger note only when the figure is more than 45 days old on the day the page is viewed.
import * as React from 'react';
import { useEffect, useState } from 'react';
import { formatPercent } from '../../core/format';
import {
  EURIBOR_12M_DEFAULT,
  figureMonthLabel,
  isStaleFigure,
  STALE_FIGURE_DAYS,
  type MarketFigure,
} from '../../core/market-figures';

const capital = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

export const FIGURE_TEXT = {
  /** "Euríbor a 12 meses: 2,221 %" before the source and the month. */
  line: (name: string, value: string) => `${capital(name)}: ${value}`,
  /** A page with the figure's field asks to change it there; any other page only to check it. */
  stale: (name: string, month: string, field?: string) =>
    `El ${name} es de ${month}, hace más de ${STALE_FIGURE_DAYS} días: comprueba el valor actual en la fuente${
      field ? ` y, si ha cambiado, escríbelo en «${field}»` : ''
    }.`,
} as const;

/**
 * Whether the figure is old on the day the page is viewed: computed in the browser after it
 * hydrates (never at build time), so a page built long ago still warns. False while prerendered.
 */
export function useStaleFigure(figure: Pick<MarketFigure, 'month'>): boolean {
  const [stale, setStale] = useState(false);
  const { month } = figure;
  useEffect(() => {
    setStale(isStaleFigure({ month }, new Date()));
  }, [month]);
  return stale;
}

/** The stronger note of an old figure, in words, not a boxed warning: one per figure and page. */
export function StaleFigureNote({
  figure,
  name,
  field,
}: {
  figure: MarketFigure;
  name: string;
  field?: string;
}) {
  const stale = useStaleFigure(figure);
  if (!stale) return null;
  return (
    <p className="figure-note__stale" data-warning="staleFigure">
      <strong>{FIGURE_TEXT.stale(name, figureMonthLabel(figure.month), field)}</strong>
    </p>
  );
}

export default function MarketFigureNote({
  figure = EURIBOR_12M_DEFAULT,
  name,
  field,
  staleNote = true,
  id,
}: {
  /** The page's figure; the seed's Euríbor without one (a page with no content context). */
  figure?: MarketFigure;
  /** The figure's name in a sentence, lower case: "Euríbor a 12 meses". */
  name: string;
  /** The label of the page's field that holds the figure, when the page has one. */
  field?: string;
  /** False where the page gives the figure's stronger note elsewhere, so it shows once. */
  staleNote?: boolean;
  id?: string;
}) {
  const month = figureMonthLabel(figure.month);
  return (
    <div className="figure-note" id={id} data-figure-month={figure.month}>
      <p>
        {FIGURE_TEXT.line(name, formatPercent(figure.value, { upTo: 3 }))} (
        <a href={figure.url} rel="noopener noreferrer" target="_blank">
          {figure.source}
        </a>
        , {month})
      </p>
      {staleNote && <StaleFigureNote figure={figure} name={name} field={field} />}
    </div>
  );
}
