// Unknown paths: 'Página no encontrada', every tool and guide to go on from, and the full agency banner.
// When only the letter case differs from a route, the browser goes to the lowercase route.
import * as React from 'react';
import { Link, navigate, type PageProps } from 'gatsby';
import {
  GUIDE_INDEX_PATH,
  NOT_FOUND_META,
  TOOL_ROUTES,
  canonicalPathFor,
  linkLabel,
} from '../../core/routes';
import { guidesOf } from '../components/footer-context';
import AgencyBanner from '../components/LazyAgencyBanner';
import { Seo } from '../components/Seo';

const TEXT = {
  intro:
    'Puede que la dirección esté mal escrita o que la página ya no exista. Te dejamos todas nuestras herramientas gratuitas y guías para que sigas desde aquí.',
  tools: 'Herramientas',
  guides: 'Guías',
  home: 'Volver al inicio',
} as const;

/** Every tool of the route table, in its order (the purchase-cost calculator included). */
const TOOLS = TOOL_ROUTES.filter((route) => route.kind === 'tool');

export default function NotFoundPage({ location, pageContext }: PageProps) {
  React.useEffect(() => {
    const canonical = canonicalPathFor(location.pathname);
    if (canonical && canonical !== location.pathname) {
      void navigate(`${canonical}${location.search}${location.hash}`, { replace: true });
    }
  }, [location.pathname, location.search, location.hash]);

  // The published guides, as the footer lists them (gatsby-node gives this page the settings).
  const guides = [
    { path: GUIDE_INDEX_PATH, label: linkLabel(GUIDE_INDEX_PATH) },
    ...(guidesOf(pageContext) ?? []),
  ];
  return (
    <div className="container not-found">
      <header className="page-header">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1>{NOT_FOUND_META.heading}</h1>
        <p className="lead">{NOT_FOUND_META.description}</p>
      </header>
      <p>{TEXT.intro}</p>
      <div className="not-found__lists">
        <section aria-labelledby="not-found-tools">
          <h2 id="not-found-tools">{TEXT.tools}</h2>
          <ul className="not-found__tools">
            {TOOLS.map((route) => (
              <li key={route.path}>
                <Link to={route.path}>{linkLabel(route.path)}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="not-found-guides">
          <h2 id="not-found-guides">{TEXT.guides}</h2>
          <ul className="not-found__guides">
            {guides.map((guide) => (
              <li key={guide.path}>
                <Link to={guide.path}>{guide.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p>
        <Link className="btn btn--primary" to="/">
          {TEXT.home}
        </Link>
      </p>
      <AgencyBanner variant="full" />
    </div>
  );
}

export const Head = () => <Seo route={NOT_FOUND_META} noindex />;
