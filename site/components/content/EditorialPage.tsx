// An editorial page (guide, guide index, landing, legal) from its document: content, metadata and Head.
import * as React from 'react';
import { Link } from 'gatsby';
import type { Thing } from 'schema-dts';
import type { CompleteOwner } from '../../../core/owner';
import type { RouteMeta } from '../../../core/routes';
import { articleJsonLd, type ArticleMeta } from '../../../core/seo';
import type { EditorialContext, LandingPage, PageContent, Settings } from '../../../content/types';
import { collectionJsonLd, faqJsonLd, howToJsonLd } from '../../content/json-ld';
import AgencyBanner from '../LazyAgencyBanner';
import { RouteHead, RoutePage } from '../RoutePage';
import { GuideArticle } from './GuideArticle';
import { LegalIdentity } from './LegalIdentity';
import { PortableText } from './PortableText';
import { Sections } from './Sections';
import StaticContent from '../StaticContent';

const COUNT_WORDS = ['', 'La guía', 'Las dos guías', 'Las tres guías', 'Las cuatro guías'];
const MORE_WORDS = ['cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce'];

/** 'Las cinco guías' for five guides: the index heading follows the number of guide documents. */
export function guidesHeading(count: number): string {
  return COUNT_WORDS[count] ?? `Las ${MORE_WORDS[count - 5] ?? String(count)} guías`;
}

function GuideIndex({
  content,
  settings,
}: {
  content: Extract<PageContent, { kind: 'guideIndex' }>;
  settings: Settings;
}) {
  const [hero, ...rest] = content.landing.sections ?? [];
  return (
    <>
      {hero && <Sections sections={[hero]} settings={settings} />}
      <StaticContent as="section" className="content-section">
        <h2>{guidesHeading(content.guides.length)}</h2>
        <ol className="grid content-cards guide-cards">
          {content.guides.map((guide) => (
            <li key={guide._id} className="card content-card">
              <h3>
                <Link to={`/${guide.slug}`}>{guide.title}</Link>
              </h3>
              <p>{guide.excerpt}</p>
            </li>
          ))}
        </ol>
      </StaticContent>
      <Sections sections={rest} settings={settings} />
    </>
  );
}

function Content({ context }: { context: EditorialContext }) {
  const { content, settings } = context;
  switch (content.kind) {
    case 'guide':
      return <GuideArticle article={content.article} figures={content.figures} />;
    case 'guideIndex':
      return <GuideIndex content={content} settings={settings} />;
    case 'landing':
      return <Sections sections={content.landing.sections ?? []} settings={settings} />;
    case 'legal':
      return (
        <StaticContent as="article" className="legal-page">
          <p className="guide-article__meta">
            Última actualización:{' '}
            <time dateTime={content.legal.updatedAt}>
              {content.legal.updatedAt.split('-').reverse().join('/')}
            </time>
          </p>
          {content.legal.showOwnerIdentity && <LegalIdentity owner={settings.owner} />}
          <PortableText value={content.legal.body} />
        </StaticContent>
      );
    case 'home':
      throw new Error('The home page is site/pages/index.tsx, not an editorial page');
  }
}

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
      jsonLd={editorialJsonLd(route, content, article, owner)}
      article={article}
    />
  );
}
