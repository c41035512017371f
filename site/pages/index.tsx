// Home page: hero, tool cards, guide banner, agency promo, guides and newsletter (spec section 2).
// The texts come from the content source's homePage document, added to the page context by gatsby-node.
import * as React from 'react';
import { untilInput } from '../lib/until-input';
import { Suspense, lazy } from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { Link } from 'gatsby';
import { routeMeta } from '../../core/routes';
import AgencyBanner from '../components/LazyAgencyBanner';
import { LinkCards } from '../components/LinkCards';
import { RouteHead } from '../components/RoutePage';
import { contentOf, type ContentContext } from '../../content/types';
import { toolOnFirstInput } from '../components/tool-on-first-input';

const route = routeMeta('/');

/**
 * The example result beside the hero is static: the prerendered HTML is all it needs until the
 * visitor does something; its code (and the yield engine it runs) loads then.
 */
const HeroExample = lazy(() =>
  untilInput('.hero-example').then(() => import('../components/HeroExample')),
);

/** The newsletter form is prerendered; its code loads on the visitor's first tap or key. */
const NewsletterSection = toolOnFirstInput(
  'form.newsletter__form',
  undefined,
  () => import('../components/NewsletterSection'),
);

export default function HomePage({ pageContext }: PageProps<object, ContentContext>) {
  const { hero, tools, guideBanner, agencyPromo, guides } = contentOf(pageContext, 'home').home;
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__grid">
          <div>
            <h1 id="hero-title">{hero.heading}</h1>
            <p className="lead">{hero.subtitle}</p>
            <p className="hero__actions">
              {hero.links.map((link, index) => (
                <Link
                  key={link._key}
                  className={`btn ${index === 0 ? 'btn--primary' : 'btn--secondary'}`}
                  to={link.href}
                >
                  {link.label}
                </Link>
              ))}
            </p>
            {hero.claims && <p className="hero__claims">{hero.claims}</p>}
          </div>
          <Suspense fallback={null}>
            <HeroExample />
          </Suspense>
        </div>
      </section>

      <section className="container section" aria-labelledby="tools-title">
        <h2 id="tools-title">{tools.heading}</h2>
        <LinkCards cards={tools.cards} />
      </section>

      <section className="container section" aria-labelledby="guide-banner-title">
        <div className="card guide-banner">
          <h2 id="guide-banner-title">{guideBanner.heading}</h2>
          <p>{guideBanner.text}</p>
          <Link className="btn btn--primary" to={guideBanner.link.href}>
            {guideBanner.link.label}
          </Link>
        </div>
      </section>

      <div className="container section">
        <AgencyBanner variant="full" promo={agencyPromo} />
      </div>

      <section className="container section" aria-labelledby="guides-title">
        <h2 id="guides-title">{guides.heading}</h2>
        <LinkCards cards={guides.cards} />
      </section>

      <div className="container section">
        <NewsletterSection />
      </div>
    </>
  );
}

export const Head = ({ pageContext }: HeadProps<object, ContentContext>) => (
  <RouteHead route={route} owner={pageContext.settings.owner ?? undefined} />
);
