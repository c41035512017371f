// Home page: hero, tool cards, guide banner, agency promo, guides and newsletter (spec section 2).
import * as React from 'react';
import { Link } from 'gatsby';
import { routeMeta } from '../../core/routes';
import AgencyBanner from '../components/AgencyBanner';
import { LinkCards } from '../components/LinkCards';
import NewsletterSection from '../components/NewsletterSection';
import { RouteHead } from '../components/RoutePage';

const route = routeMeta('/');

const TOOL_PATHS = [
  '/rentabilidad',
  '/hipoteca',
  '/plusvalia',
  '/calculadora-gastos-compra-vivienda',
  '/comparador',
  '/generador',
  '/plantilla-excel-rentabilidad-alquiler-gratis',
] as const;

const GUIDE_PATHS = [
  '/calcular-rentabilidad-piso-alquiler',
  '/calcular-plusvalia-vivienda-online',
  '/como-escribir-anuncio-idealista',
  '/guias-herramientas-inmobiliarias',
] as const;

export default function HomePage() {
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container">
          <h1 id="hero-title">{route.heading}</h1>
          <p className="lead">{route.description}</p>
          <p className="hero__actions">
            <Link className="btn btn--primary" to="/rentabilidad">
              Calcular rentabilidad
            </Link>
            <Link className="btn btn--secondary" to="/generador">
              Generar un anuncio
            </Link>
          </p>
          <p className="hero__claims">
            Más de 10.000 cálculos realizados · Valoración de 5 estrellas · Sin registro
          </p>
        </div>
      </section>

      <section className="container section" aria-labelledby="tools-title">
        <h2 id="tools-title">Herramientas para invertir con cifras reales</h2>
        <LinkCards paths={TOOL_PATHS} />
      </section>

      <section className="container section" aria-labelledby="guide-banner-title">
        <div className="card guide-banner">
          <h2 id="guide-banner-title">Guía para inmobiliarios e inversores</h2>
          <p>{routeMeta('/guia-inmobiliarios').description}</p>
          <Link className="btn btn--primary" to="/guia-inmobiliarios">
            Leer la guía
          </Link>
        </div>
      </section>

      <div className="container section">
        <AgencyBanner variant="full" />
      </div>

      <section className="container section" aria-labelledby="guides-title">
        <h2 id="guides-title">Guías para invertir mejor</h2>
        <LinkCards paths={GUIDE_PATHS} />
      </section>

      <div className="container section">
        <NewsletterSection />
      </div>
    </>
  );
}

export const Head = () => <RouteHead route={route} />;
