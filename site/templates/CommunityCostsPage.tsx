// Template of /gastos-compra-vivienda/<community>: rates in force, worked table, recent changes and FAQ, all from the build's engine figures.
import * as React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import type { CommunityPageContext } from '../../core/community-page-types';
import { COMMUNITY_PAGES_BASE } from '../../core/community-pages';
import { ANALYSIS_PATH, PURCHASE_CALCULATOR_PATH } from '../../core/routes';
import { formatEuros, formatEurosCents, formatPercent } from '../../core/format';
import { COMMUNITIES } from '../../core/tax/communities';
import { RouteHead, RoutePage } from '../components/RoutePage';
import StaticContent from '../components/StaticContent';
import { FaqList } from '../components/content/FaqList';
import { buttonClass } from '../components/ui/Button';
import Callout from '../components/ui/Callout';
import Table from '../components/ui/Table';
import { faqJsonLd } from '../content/json-ld';
import { formatDate } from '../../core/format';
import RatesInForce from '../features/community-costs/RatesInForce';
import { COMMUNITY_TEXT as T } from '../features/community-costs/text';

type Props = PageProps<object, CommunityPageContext>;

function Day({ date }: { date: string }) {
  return <time dateTime={date}>{formatDate(date)}</time>;
}

function ExampleTable({ page }: { page: CommunityPageContext }) {
  return (
    <Table
      className="community-costs"
      caption={
        <>
          {T.tableCaption(page.inText)} <Day date={page.asOf} />
        </>
      }
    >
      <thead>
        <tr>
          <th scope="col">{T.colHome}</th>
          {/* The total first: on a phone it is the column in view without scrolling. */}
          <th scope="col">{T.colTotal}</th>
          <th scope="col">{T.colShare}</th>
          <th scope="col">{T.colTaxes}</th>
          <th scope="col">{T.colFees}</th>
          <th scope="col">{T.colOther}</th>
          {/* Visible: a visually hidden header would escape the scroll container and widen the page. */}
          <th scope="col">{T.colLink}</th>
        </tr>
      </thead>
      <tbody>
        {page.examples.map((row) => (
          <tr
            key={`${row.input.propertyType}-${row.input.propertyPrice}`}
            data-type={row.input.propertyType}
            data-price={row.input.propertyPrice}
          >
            <th scope="row">
              {T.homeLabel(row.input.propertyType, formatEuros(row.input.propertyPrice))}
            </th>
            <td data-field="totalCosts">
              <strong>{formatEurosCents(row.totalCosts)}</strong>
            </td>
            <td data-field="share">{formatPercent(row.share)}</td>
            <td data-field="taxes">{formatEurosCents(row.taxes)}</td>
            <td data-field="officialFees">{formatEurosCents(row.officialFees)}</td>
            <td data-field="otherCosts">{formatEurosCents(row.otherCosts)}</td>
            <td>
              <a href={row.calculatorUrl}>{T.rowLink}</a>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export default function CommunityCostsPage({ pageContext: page }: Props) {
  const others = COMMUNITIES.filter((community) => community.code !== page.code);
  return (
    <RoutePage route={page.route}>
      <StaticContent as="article" className="stack tax-guide community-page">
        <section className="stack">
          {page.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <p className="tax-result__asof">
            {T.asOf} <Day date={page.asOf} />.
          </p>
          <p>
            <a className={buttonClass('primary')} href={page.calculatorUrl}>
              {T.calculatorCta(page.inText)}
            </a>{' '}
            {/* The analysis opens with this community's purchase taxes: what the page knows. */}
            <a
              className={buttonClass('secondary')}
              href={`${ANALYSIS_PATH}#community=${page.code}`}
            >
              {T.analysisCta(page.inText)}
            </a>
          </p>
        </section>

        <section className="stack">
          <h2>{T.ratesTitle(page.inText)}</h2>
          <RatesInForce page={page} />
        </section>

        {/* The sections far below the first screen are drawn when they come near (content.css). */}
        <section className="stack community-page__later community-page__later--table">
          <h2>{T.tableTitle(page.inText)}</h2>
          <p>{T.tableIntro}</p>
          <ExampleTable page={page} />
          <p className="field__hint">{T.tableNote}</p>
        </section>

        <section className="stack">
          <h2>{T.changesTitle}</h2>
          {page.changes.length > 0 ? (
            <ul className="community-changes">
              {page.changes.map((change) => (
                <li key={`${change.date}-${change.text}`}>
                  <Day date={change.date} />: {change.text} <a href={change.source}>{T.source}</a>
                  {change.pending && ` (${T.pending}: ${change.pending})`}
                </li>
              ))}
            </ul>
          ) : (
            <p>{T.noChanges(page.inText)}</p>
          )}
        </section>

        <section className="stack community-page__later community-page__later--questions">
          <h2>{T.faqTitle(page.inText)}</h2>
          <FaqList items={page.faq.map((item) => ({ ...item, _key: item.question }))} />
        </section>

        <section className="stack community-page__later community-page__later--communities">
          <h2>{T.othersTitle}</h2>
          <ul className="community-links">
            {others.map((community) => (
              <li key={community.code}>
                <a href={`${COMMUNITY_PAGES_BASE}/${community.code}`}>{community.name}</a>
              </li>
            ))}
          </ul>
          <p>
            <a href={PURCHASE_CALCULATOR_PATH}>{T.allCommunities}</a>
          </p>
          <Callout tone="warning">
            <p>{T.disclaimer}</p>
          </Callout>
        </section>
      </StaticContent>
    </RoutePage>
  );
}

export function Head({ pageContext: page }: HeadProps<object, CommunityPageContext>) {
  const trail = [
    { name: 'Inicio', path: '/' },
    { name: T.breadcrumbCalculator, path: PURCHASE_CALCULATOR_PATH },
    { name: page.name, path: page.route.path },
  ];
  return (
    <RouteHead
      route={page.route}
      jsonLd={__JSON_LD__ ? [faqJsonLd(page.faq)] : undefined}
      trail={trail}
      pageContext={page}
    />
  );
}
