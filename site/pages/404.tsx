// Unknown paths: 'Page Not Found', a developer-style hint and the full agency banner.
// When only the letter case differs from a route, the browser goes to the lowercase route.
import * as React from 'react';
import { Link, navigate, type PageProps } from 'gatsby';
import { NAV_ITEMS, NOT_FOUND_META, canonicalPathFor, linkLabel } from '../../core/routes';
import AgencyBanner from '../components/LazyAgencyBanner';
import { Seo } from '../components/Seo';

export default function NotFoundPage({ location }: PageProps) {
  React.useEffect(() => {
    const canonical = canonicalPathFor(location.pathname);
    if (canonical && canonical !== location.pathname) {
      void navigate(`${canonical}${location.search}`, { replace: true });
    }
  }, [location.pathname, location.search]);

  return (
    <div className="container not-found">
      <header className="page-header">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1>{NOT_FOUND_META.heading}</h1>
        <p className="lead">{NOT_FOUND_META.description}</p>
      </header>
      <p className="not-found__hint">
        <code>
          ¿Olvidaste añadir la página al router? Revisa core/routes.ts y site/pages/, o publica su
          documento en Sanity Studio.
        </code>
      </p>
      <p>
        No encontramos esta página: puede que la dirección esté mal escrita o que la página ya no
        exista. Prueba con una de nuestras herramientas gratuitas:
      </p>
      <ul className="not-found__tools">
        {NAV_ITEMS.filter((item) => item.path !== '/').map((item) => (
          <li key={item.path}>
            <Link to={item.path}>{linkLabel(item.path)}</Link>
          </li>
        ))}
      </ul>
      <p>
        <Link className="btn btn--primary" to="/">
          Volver al inicio
        </Link>
      </p>
      <AgencyBanner variant="full" />
    </div>
  );
}

export const Head = () => <Seo route={NOT_FOUND_META} noindex />;
