// The sources page's market figures: for the Euríbor and the bond, the value in use and the ones it
// replaced, each with its month and source. Static text from the page's context.
import * as React from 'react';
import { formatPercent } from '../../../core/format';
import { figureMonthLabel, type MarketFigure } from '../../../core/market-figures';
import type { MarketFigureSource } from '../../../core/sources-page';
import { SOURCES_TEXT as T } from './text';

export const MARKET_SECTION_ID = 'cifras-de-mercado';

const capitalise = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

function Entry({ figure, status }: { figure: MarketFigure; status: string }) {
  return (
    <li className="source-rule" data-figure-month={figure.month}>
      <p className="source-rule__head">
        <strong>{capitalise(figureMonthLabel(figure.month))}</strong>:{' '}
        {formatPercent(figure.value, { upTo: 3 })} ({status})
      </p>
      <p className="source-rule__source">
        {T.source} <a href={figure.url}>{figure.source}</a>
      </p>
    </li>
  );
}

export default function MarketFigureSources({
  figures,
  backLink,
}: {
  figures: readonly MarketFigureSource[];
  backLink: React.ReactNode;
}) {
  const headingId = `${MARKET_SECTION_ID}-titulo`;
  return (
    <section id={MARKET_SECTION_ID} className="sources-section stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{T.marketTitle}</h2>
      <p>{T.marketIntro}</p>
      {figures.map(({ key, current, history }) => (
        <div key={key} className="stack" data-market-figure={key}>
          <h3>{T.marketNames[key]}</h3>
          <ul className="source-rules">
            <Entry figure={current} status={T.inUse} />
            {history.map((old, index) => (
              <Entry
                key={old.month}
                figure={old}
                status={T.replacedBy(figureMonthLabel((history[index - 1] ?? current).month))}
              />
            ))}
          </ul>
          {history.length === 0 && <p className="source-rule__meta">{T.noHistory}</p>}
        </div>
      ))}
      <p className="source-links">{backLink}</p>
    </section>
  );
}
