// The rules of "Fuentes y actualizaciones": an in-page index, then one section per community or
// state-wide topic with its rules grouped by tax. Static text from the page's context, no state.
import * as React from 'react';
import { communityPagePath } from '../../../core/community-pages';
import { formatDate } from '../../../core/format';
import type { SourceRule, SourceSection, SourcesPageData } from '../../../core/sources-page';
import { isCommunityCode } from '../../../core/tax/communities';
import { SOURCES_TEXT as T } from './text';
import StaticContent from '../../components/StaticContent';
import MarketFigureSources, { MARKET_SECTION_ID } from './MarketFigureSources';

export const INDEX_ID = 'indice';

function Day({ date }: { date: string }) {
  return <time dateTime={date}>{formatDate(date)}</time>;
}

const capitalise = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

function When({ rule }: { rule: SourceRule }) {
  if (!rule.validFrom) return <>{T.undated}</>;
  if (rule.validTo) {
    return (
      <>
        {rule.knownInForce ? T.knownFrom : T.from} <Day date={rule.validFrom} /> {T.to}{' '}
        <Day date={rule.validTo} /> ({T.replaced})
      </>
    );
  }
  return (
    <>
      {rule.knownInForce ? T.knownSince : T.since} <Day date={rule.validFrom} />
    </>
  );
}

function Rule({ rule }: { rule: SourceRule }) {
  const className = [
    'source-rule',
    rule.validTo ? 'source-rule--replaced' : '',
    rule.pending ? 'source-rule--pending' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li className={className}>
      <p className="source-rule__head">
        <strong>{capitalise(rule.rule)}</strong>: {rule.rate}
      </p>
      <p className="source-rule__meta">
        <When rule={rule} />
        {rule.lastChecked && (
          <>
            {' · '}
            {T.checked} <Day date={rule.lastChecked} />
          </>
        )}
      </p>
      <p className="source-rule__source">
        {T.source} <a href={rule.source}>{rule.citation}</a>
      </p>
      {rule.status && (
        <p className="source-rule__meta">
          <strong>{T.status}</strong> {rule.status}
        </p>
      )}
      {rule.pending && (
        <p className="source-rule__pending">
          <strong>{T.pending}</strong> {rule.pending}
        </p>
      )}
      {rule.estimate && (
        <p className="source-rule__meta">
          <strong>{T.estimate}</strong> {rule.estimate}
        </p>
      )}
    </li>
  );
}

/** The section's rules by tax, in the order the tables give them. */
export function byTax(rules: readonly SourceRule[]): [string, SourceRule[]][] {
  const groups = new Map<string, SourceRule[]>();
  for (const rule of rules) groups.set(rule.tax, [...(groups.get(rule.tax) ?? []), rule]);
  return [...groups];
}

function Section({ section }: { section: SourceSection }) {
  const headingId = `${section.id}-titulo`;
  return (
    <section id={section.id} className="sources-section stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{section.title}</h2>
      {byTax(section.rules).map(([tax, rules]) => (
        <div key={tax} className="stack">
          <h3>{tax}</h3>
          <ul className="source-rules">
            {rules.map((rule) => (
              <Rule key={`${rule.rule}-${rule.rate}-${rule.validFrom ?? ''}`} rule={rule} />
            ))}
          </ul>
        </div>
      ))}
      {section.pendingNotes.length > 0 && (
        <>
          <h3>{T.notApplied}</h3>
          <ul className="source-notes">
            {section.pendingNotes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </>
      )}
      <p className="source-links">
        {isCommunityCode(section.id) && (
          <>
            <a href={communityPagePath(section.id)}>{T.communityPage(section.title)}</a>
            {' · '}
          </>
        )}
        <a href={`#${INDEX_ID}`}>{T.backToIndex}</a>
      </p>
    </section>
  );
}

function IndexList({ title, sections }: { title: string; sections: readonly SourceSection[] }) {
  return (
    <div>
      <h3>{title}</h3>
      <ul className="sources-index__list">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.title}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function SourcesList({ page }: { page: SourcesPageData }) {
  const communities = page.sections.filter((section) => section.scope === 'community');
  const state = page.sections.filter((section) => section.scope === 'state');
  return (
    <StaticContent as="article" className="stack tax-guide sources-page">
      <section className="stack">
        <p>
          {T.summary(page.ruleCount, page.pendingCount)}
          {page.lastChecked && (
            <>
              {' '}
              {T.lastChecked} <Day date={page.lastChecked} />.
            </>
          )}
        </p>
        <h2>{T.howTitle}</h2>
        {T.how.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      <nav id={INDEX_ID} className="sources-index stack" aria-labelledby={`${INDEX_ID}-titulo`}>
        <h2 id={`${INDEX_ID}-titulo`}>{T.indexTitle}</h2>
        <IndexList title={T.indexCommunities} sections={communities} />
        <IndexList title={T.indexState} sections={state} />
        {page.marketFigures.length > 0 && (
          <p>
            <a href={`#${MARKET_SECTION_ID}`}>{T.marketTitle}</a>
          </p>
        )}
      </nav>
      {page.sections.map((section) => (
        <Section key={section.id} section={section} />
      ))}
      {page.marketFigures.length > 0 && (
        <MarketFigureSources
          figures={page.marketFigures}
          backLink={<a href={`#${INDEX_ID}`}>{T.backToIndex}</a>}
        />
      )}
    </StaticContent>
  );
}
