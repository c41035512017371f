// An editorial page (guide, guide index, landing, legal) from its document: content, metadata and Head.
import * as React from 'react';
import type { Thing } from 'schema-dts';
import type { CompleteOwner } from '../../../core/owner';
import type { RouteMeta } from '../../../core/routes';
import { articleJsonLd, type ArticleMeta } from '../../../core/seo';
import type { EditorialContext, LandingPage, PageContent } from '../../../content/types';
import { collectionJsonLd, faqJsonLd, howToJsonLd } from '../../content/json-ld';
import AgencyBanner from '../LazyAgencyBanner';
import { RouteHead, RoutePage } from '../RoutePage';
import { toolOnFirstInput } from '../tool-on-first-input';

/** The content is text and links (a template's copy button aside): its code waits for a first input. */
const Content = toolOnFirstInput('main .editorial', undefined, () => import('./EditorialContent'));

export function EditorialPage({ context }: { context: EditorialContext }) {
  return (
    <RoutePage route={context.route}>
      <div className="editorial">
        <Content context={context} />
      </div>
      {context.content.kind !== 'legal' && <AgencyBanner variant="compact" />}
    </RoutePage>
  );
}

function landingJsonLd(route: RouteMeta, landing: LandingPage): Thing[] {
  const data: Thing[] = [];
  for (const section of landing.sections ?? []) {
    if (section._type === 'faqSection') data.push(faqJsonLd(section.items));
    if (section._type === 'stepsSection') data.push(howToJsonLd(route, section.steps));
    if (section._type === 'cardsSection' && section.cards.length >= 6)
      data.push(
        collectionJsonLd(
          __SITE_URL__,
          route,
          section.cards.map((c) => ({ name: c.title, path: c.href })),
        ),
      );
  }
  return data;
}

/** Structured data per spec section 1: collection, how-to, article and FAQ where the page has them. */
export function editorialJsonLd(
  route: RouteMeta,
  content: PageContent,
  article?: ArticleMeta,
  owner?: CompleteOwner,
): Thing[] {
  const data: Thing[] = article ? [articleJsonLd(__SITE_URL__, route, article, owner)] : [];
  if (content.kind === 'guideIndex')
    data.push(
      collectionJsonLd(
        __SITE_URL__,
        route,
        content.guides.map((g) => ({ name: g.title, path: `/${g.slug}` })),
      ),
    );
  if (content.kind === 'landing') data.push(...landingJsonLd(route, content.landing));
  if (content.kind === 'guide') {
    if (content.article.steps) data.push(howToJsonLd(route, content.article.steps));
    if (content.article.faq) data.push(faqJsonLd(content.article.faq));
  }
  return data;
}

export function EditorialHead({ context }: { context: EditorialContext }) {
  const { route, article, content, settings } = context;
  const owner = settings.owner ?? undefined;
  return (
    <RouteHead
      route={route}
      jsonLd={__JSON_LD__ ? editorialJsonLd(route, content, article, owner) : undefined}
      article={article}
    />
  );
}
