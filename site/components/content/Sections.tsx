// Renders a landing page's typed sections through a registry keyed by _type, with a fallback.
import * as React from 'react';
import { nearScreen } from '../../lib/near-screen';
import { Suspense, lazy, type ReactNode } from 'react';
import { Link } from 'gatsby';
import StaticContent from '../StaticContent';
import type { LandingSection, Settings } from '../../../content/types';
import { ContactLinks } from './ContactLinks';
import { FaqList } from './FaqList';
import { PortableText } from './PortableText';
import { TemplateCard } from './TemplateCard';
import { Formulas, LinkButtons, Stats, Steps, Tips } from './Blocks';

/**
 * Worked examples are static tables computed with the calculators' engines: that code loads when
 * the table comes near the screen, while the prerendered HTML shows the table (it hydrates on arrival).
 */
const YieldExample = lazy(() =>
  nearScreen('.worked-example')
    .then(() => import('./YieldExample'))
    .then((m) => ({ default: m.YieldExample })),
);
const PlusvaliaExample = lazy(() =>
  nearScreen('.worked-example')
    .then(() => import('./PlusvaliaExample'))
    .then((m) => ({ default: m.PlusvaliaExample })),
);

type SectionOf<K extends LandingSection['_type']> = Extract<LandingSection, { _type: K }>;
type Renderers = {
  [K in LandingSection['_type']]: (props: {
    section: SectionOf<K>;
    settings: Settings;
  }) => React.ReactNode;
};

const RENDERERS: Renderers = {
  heroSection: ({ section }) => (
    <>
      {section.links && <LinkButtons links={section.links} />}
      {section.stats && <Stats stats={section.stats} />}
    </>
  ),
  textSection: ({ section }) => <PortableText value={section.body} baseLevel={3} />,
  cardsSection: ({ section }) => (
    <ul className="grid content-cards" role="list">
      {section.cards.map((card) => (
        <li key={card._key} className="card content-card">
          <h3>
            <Link to={card.href}>{card.title}</Link>
          </h3>
          <p>{card.text}</p>
          {card.cta && (
            <Link to={card.href} className="btn btn--secondary" aria-hidden="true" tabIndex={-1}>
              {card.cta}
            </Link>
          )}
        </li>
      ))}
    </ul>
  ),
  stepsSection: ({ section }) => <Steps steps={section.steps} />,
  faqSection: ({ section }) => <FaqList items={section.items} />,
  ctaSection: ({ section }) => <LinkButtons links={section.links} />,
  statsSection: ({ section }) => <Stats stats={section.stats} />,
  bandsSection: ({ section }) => (
    <ul className="grid bands" role="list">
      {section.bands.map((band) => (
        <li key={band._key} className="card band">
          <strong>{band.label}</strong>: {band.range}
          {band.text && <p>{band.text}</p>}
        </li>
      ))}
    </ul>
  ),
  formulasSection: ({ section }) => <Formulas formulas={section.formulas} />,
  yieldExampleSection: ({ section }) => (
    <Suspense fallback={null}>
      <YieldExample example={section.example} />
    </Suspense>
  ),
  plusvaliaExampleSection: ({ section }) => (
    <Suspense fallback={null}>
      <PlusvaliaExample example={section.example} />
    </Suspense>
  ),
  examplesSection: ({ section }) => (
    <>
      {section.examples.map((example) => (
        <figure key={example._key} className="card listing-example">
          <figcaption>{example.title}</figcaption>
          <p className="pre-line">{example.text}</p>
        </figure>
      ))}
    </>
  ),
  templatesSection: ({ section }) => (
    <>
      {section.templates.map((template) => (
        <TemplateCard key={template._id} template={template} />
      ))}
    </>
  ),
  tipsSection: ({ section }) => <Tips tips={section.tips} />,
  contactSection: ({ section, settings }) => (
    <>
      {section.text && <p>{section.text}</p>}
      <ContactLinks settings={settings} />
    </>
  ),
};

/** Sections with something to do in the browser: worked examples (their code), copy buttons. */
const INTERACTIVE: ReadonlySet<LandingSection['_type']> = new Set([
  'yieldExampleSection',
  'plusvaliaExampleSection',
  'templatesSection',
]);

/** A section of text, lists, tables and links: kept as the server wrote it (StaticContent). */
const StaticSection = ({ className, children }: { className: string; children: ReactNode }) => (
  <StaticContent as="section" className={className}>
    {children}
  </StaticContent>
);

function SectionBody({ section, settings }: { section: LandingSection; settings: Settings }) {
  const render = RENDERERS[section._type] as
    ((props: { section: LandingSection; settings: Settings }) => React.ReactNode) | undefined;
  // A section type added in the Studio before the site knows it: keep the heading, skip the body.
  return render ? render({ section, settings }) : null;
}

export function Sections({
  sections,
  settings,
}: {
  sections: readonly LandingSection[];
  settings: Settings;
}) {
  return (
    <>
      {sections.map((section, index) => {
        const Section = INTERACTIVE.has(section._type) ? 'section' : StaticSection;
        return (
          <Section key={index} className={`content-section content-section--${section._type}`}>
            <h2>{section.heading}</h2>
            {section.intro && <p className="lead">{section.intro}</p>}
            <SectionBody section={section} settings={settings} />
          </Section>
        );
      })}
    </>
  );
}
