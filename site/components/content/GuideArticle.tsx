// A guide article: body, steps, examples, templates, formulas, worked example, mistakes, FAQ, links.
import { GUIDE_INDEX_PATH } from '../../../core/routes';
import * as React from 'react';
import { nearScreen } from '../../lib/near-screen';
import { Suspense, lazy } from 'react';
import { Link } from 'gatsby';
import type { Figures, GuideArticle as Article } from '../../../content/types';
import { Formulas, LinkButtons, Steps, Tips } from './Blocks';
import { FaqList } from './FaqList';
import { PortableText } from './PortableText';
import StaticContent from '../StaticContent';
import { TemplateCard } from './TemplateCard';
import { formatDate } from '../../../core/format';

/**
 * Worked examples are static tables computed with the calculators' engines: that code loads when
 * the table comes near the screen, while the prerendered HTML shows the table (it hydrates on arrival).
 */
const YieldExample = lazy(() =>
  nearScreen('.worked-example')
    .then(() => import('./YieldExample'))
    .then((m) => ({ default: m.YieldExample })),
);

const EXAMPLE_HEADINGS: Readonly<Record<string, string>> = {
  real: 'Un ejemplo real',
  tipo: 'Ejemplos por tipo de vivienda',
  longitud: 'Descripciones cortas y largas',
  publico: 'Ejemplos por público',
  contraste: 'Genérico frente a específico',
};

function Examples({ examples }: { examples: NonNullable<Article['examples']> }) {
  const groups = [...new Set(examples.map((example) => example.group))];
  return (
    <>
      {groups.map((group) => (
        <StaticContent as="section" key={group} className="content-section">
          <h2>{EXAMPLE_HEADINGS[group] ?? 'Ejemplos'}</h2>
          {examples
            .filter((example) => example.group === group)
            .map((example) => (
              <figure key={example._key} className="card listing-example">
                <figcaption>{example.title}</figcaption>
                <p className="pre-line">{example.text}</p>
                {example.note && <p className="listing-example__note">{example.note}</p>}
              </figure>
            ))}
        </StaticContent>
      ))}
    </>
  );
}

function Bands({ title, bands }: { title: string; bands: Figures['referenceYields'] }) {
  return (
    <StaticContent as="section" className="content-section">
      <h2>{title}</h2>
      <table className="figures-table">
        <tbody>
          {bands.map((band) => (
            <tr key={band._key}>
              <th scope="row">{band.label}</th>
              <td>{band.range}</td>
              <td>{band.text}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </StaticContent>
  );
}

function GuideNav({ article }: { article: Article }) {
  return (
    <nav className="guide-nav" aria-label="Navegación de la guía">
      {article.previous && (
        <Link to={`/${article.previous.slug}`} rel="prev" className="guide-nav__prev">
          ← Anterior: {article.previous.title}
        </Link>
      )}
      <Link to={GUIDE_INDEX_PATH} className="guide-nav__back">
        Volver a la guía
      </Link>
      {article.next && (
        <Link to={`/${article.next.slug}`} rel="next" className="guide-nav__next">
          Siguiente: {article.next.title} →
        </Link>
      )}
    </nav>
  );
}

/** The author and date; a named reviewer only when the Studio has one (never a made-up one). */
export function GuideMeta({
  article,
}: {
  article: Pick<Article, 'author' | 'modifiedAt' | 'reviewedBy' | 'reviewedAt'>;
}) {
  const { reviewedBy: reviewer, reviewedAt } = article;
  return (
    <p className="guide-article__meta">
      Por {article.author.name} · Actualizado el{' '}
      <time dateTime={article.modifiedAt}>{formatDate(article.modifiedAt.slice(0, 10))}</time>
      {reviewer?.name && reviewedAt && (
        <span data-reviewer="">
          {' '}
          · Revisado por {reviewer.name}
          {reviewer.role ? `, ${reviewer.role},` : ''} el{' '}
          <time dateTime={reviewedAt}>{formatDate(reviewedAt.slice(0, 10))}</time>
        </span>
      )}
    </p>
  );
}

export function GuideArticle({ article, figures }: { article: Article; figures: Figures }) {
  return (
    <article className="guide-article">
      <GuideMeta article={article} />
      <PortableText value={article.body} />
      {article.steps && (
        <StaticContent as="section" className="content-section">
          <h2>Paso a paso</h2>
          <Steps steps={article.steps} />
        </StaticContent>
      )}
      {article.examples && <Examples examples={article.examples} />}
      {article.templates && (
        <section className="content-section">
          <h2>Plantillas para copiar</h2>
          {article.templates.map((template) => (
            <TemplateCard key={template._id} template={template} />
          ))}
        </section>
      )}
      {article.formulas && (
        <StaticContent as="section" className="content-section">
          <h2>Fórmulas</h2>
          <Formulas formulas={article.formulas} />
        </StaticContent>
      )}
      {article.workedExample && (
        <>
          <section className="content-section">
            <h2>Ejemplo resuelto</h2>
            <Suspense fallback={null}>
              <YieldExample example={article.workedExample} />
            </Suspense>
          </section>
          <Bands title="Rangos de gastos habituales" bands={figures.expenseRanges} />
          <Bands title="Rentabilidades de referencia" bands={figures.referenceYields} />
        </>
      )}
      {article.mistakes && (
        <StaticContent as="section" className="content-section">
          <h2>Los errores, su impacto y cómo evitarlos</h2>
          {article.mistakes.map((mistake) => (
            <div key={mistake._key} className="card mistake">
              <h3>{mistake.title}</h3>
              {mistake.description && <p>{mistake.description}</p>}
              <p>
                <strong>Impacto:</strong> {mistake.impact}
              </p>
              <p>
                <strong>Cómo evitarlo:</strong> {mistake.fix}
              </p>
            </div>
          ))}
        </StaticContent>
      )}
      {article.caseStudy && (
        <section className="content-section card case-study">
          <h2>{article.caseStudy.title}</h2>
          <PortableText value={article.caseStudy.body} baseLevel={3} />
        </section>
      )}
      {article.tips && (
        <StaticContent as="section" className="content-section">
          <h2>Consejos</h2>
          <Tips tips={article.tips} />
        </StaticContent>
      )}
      {article.faq && (
        <StaticContent as="section" className="content-section">
          <h2>Preguntas frecuentes</h2>
          <FaqList items={article.faq} />
        </StaticContent>
      )}
      {article.relatedLinks && <LinkButtons links={article.relatedLinks} />}
      <GuideNav article={article} />
    </article>
  );
}
