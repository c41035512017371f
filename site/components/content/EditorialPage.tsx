// An editorial route: its content from the page context (guide, guide index, landing, legal) and Head.
import * as React from 'react';
import { Link } from 'gatsby';
import type { RouteMeta } from '../../../core/routes';
import { articleJsonLd, type ArticleMeta } from '../../../core/seo';
import { articleMetaFor } from '../../content/article-meta';
import { collectionJsonLd, faqJsonLd, howToJsonLd } from '../../content/json-ld';
import type { ContentContext, LandingPage, PageContent } from '../../content/types';
import AgencyBanner from '../LazyAgencyBanner';
import { RouteHead, RoutePage } from '../RoutePage';
import { GuideArticle } from './GuideArticle';
import { PortableText } from './PortableText';
import { Sections } from './Sections';

function GuideIndex({
  content,
  context,
}: {
  content: Extract<PageContent, { kind: 'guideIndex' }>;
  context: ContentContext;
}) {
  const [hero, ...rest] = content.landing.sections ?? [];
  return (
    <>
      {hero && <Sections sections={[hero]} settings={context.settings} />}
      <section className="content-section">
        <h2>Las cinco guías</h2>
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
      </section>
      <Sections sections={rest} settings={context.settings} />
    </>
  );
}

function Content({ context }: { context: ContentContext }) {
  const { content } = context;
  switch (content.kind) {
    case 'guide':
      return <GuideArticle article={content.article} figures={content.figures} />;
    case 'guideIndex':
      return <GuideIndex content={content} context={context} />;
    case 'landing':
      return <Sections sections={content.landing.sections ?? []} settings={context.settings} />;
    case 'legal':
      return (
        <article className="legal-page">
          <p className="guide-article__meta">
            Última actualización:{' '}
            <time dateTime={content.legal.updatedAt}>
              {content.legal.updatedAt.split('-').reverse().join('/')}
            </time>
          </p>
          <PortableText value={content.legal.body} />
        </article>
      );
  }
}

export function EditorialPage({ route, context }: { route: RouteMeta; context: ContentContext }) {
  return (
    <RoutePage route={route}>
      <div className="editorial">
        <Content context={context} />
      </div>
      {context.content.kind !== 'legal' && <AgencyBanner variant="compact" />}
    </RoutePage>
  );
}

function landingJsonLd(route: RouteMeta, landing: LandingPage): object[] {
  const data: object[] = [];
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
): object[] {
  const data: object[] = article ? [articleJsonLd(__SITE_URL__, route, article)] : [];
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

export function EditorialHead({ route, context }: { route: RouteMeta; context: ContentContext }) {
  const article = articleMetaFor(route, context.content);
  return (
    <RouteHead
      route={route}
      jsonLd={editorialJsonLd(route, context.content, article)}
      article={article}
    />
  );
}
