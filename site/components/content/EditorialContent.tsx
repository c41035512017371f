// An editorial page's content (guide, guide index, landing, legal): its code loads on the visitor's
// first tap or key (EditorialPage); until then the server's HTML is the page.
import * as React from 'react';
import { Link } from 'gatsby';
import type { EditorialContext, PageContent, Settings } from '../../../content/types';
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

export default function Content({ context }: { context: EditorialContext }) {
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
