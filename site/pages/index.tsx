// Home page: hero, tool cards, guide banner, agency promo, guides and newsletter (spec section 2).
// The texts come from the content source's homePage document, added to the page context by gatsby-node.
import * as React from 'react';
import type { PageProps } from 'gatsby';
import { Link } from 'gatsby';
import { formatEuros } from '../../core/format';
import { routeMeta } from '../../core/routes';
import AgencyBanner from '../components/AgencyBanner';
import { LinkCards } from '../components/LinkCards';
import NewsletterSection from '../components/NewsletterSection';
import { RouteHead } from '../components/RoutePage';
import ResultCard from '../components/ui/ResultCard';
import { contentOf, type ContentContext } from '../content/types';
import { yieldWorkedExample } from '../content/worked-examples';

const route = routeMeta('/');

/** The rental-yield guide's example, computed by the same engine as the calculator. */
const EXAMPLE = yieldWorkedExample({
  _type: 'yieldExample',
  purchasePrice: 120_000,
  purchaseCostsPercent: 10,
  monthlyRent: 650,
  annualExpenses: [
    { _key: 'gastos', _type: 'expenseLine', concept: 'Gastos anuales', amount: 2100 },
  ],
});

const HERO_TEXT = {
  eyebrow: 'Ejemplo de resultado',
  title: (price: string, rent: string) => `Piso de ${price} alquilado por ${rent} al mes`,
  net: 'Rentabilidad neta',
  netHint: 'Sobre el precio más un 10 % de gastos de compra',
  gross: 'Rentabilidad bruta',
  rent: 'Alquiler al año',
  note: 'Calculado con la misma fórmula que la calculadora de rentabilidad.',
} as const;

function HeroExample() {
  return (
    <aside className="card hero-example" aria-labelledby="hero-example-title">
      <p className="hero-example__eyebrow">{HERO_TEXT.eyebrow}</p>
      <h2 id="hero-example-title" className="hero-example__title">
        {HERO_TEXT.title(formatEuros(EXAMPLE.purchasePrice), formatEuros(EXAMPLE.annualRent / 12))}
      </h2>
      <div className="result-grid">
        <ResultCard
          headline
          field="example-net-yield"
          label={HERO_TEXT.net}
          value={EXAMPLE.netYield}
          format="percent"
          hint={HERO_TEXT.netHint}
        />
        <ResultCard
          field="example-gross-yield"
          label={HERO_TEXT.gross}
          value={EXAMPLE.grossYield}
          format="percent"
        />
        <ResultCard
          field="example-annual-rent"
          label={HERO_TEXT.rent}
          value={EXAMPLE.annualRent}
          format="euros"
        />
      </div>
      <p className="hero-example__note">{HERO_TEXT.note}</p>
    </aside>
  );
}

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
          <HeroExample />
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

export const Head = () => <RouteHead route={route} />;
