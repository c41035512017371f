// Site footer (spec section 2): guide and legal links, the developer's site, copyright and cookies.
import * as React from 'react';
import { Link } from 'gatsby';
import { routeMeta } from '../../core/routes';
import { SITE } from '../../core/site';
import { openCookieSettings } from '../lib/consent';

const TEXT = {
  nav: 'Enlaces del pie de página',
  resources: 'Recursos',
  legal: 'Legal',
  developedBy: 'Desarrollado por',
  newTab: '(se abre en una pestaña nueva)',
  cookies: 'Configurar cookies',
} as const;

const RESOURCE_PATHS = ['/herramientas-inversion-inmobiliaria', '/como-escribir-anuncio-idealista'];
const LEGAL_PATHS = ['/aviso-legal', '/politica-privacidad', '/politica-cookies'];

function FooterLinks({ title, paths }: { title: string; paths: readonly string[] }) {
  return (
    <div>
      <h2 className="site-footer__heading">{title}</h2>
      <ul className="site-footer__links">
        {paths.map((path) => (
          <li key={path}>
            <Link to={path}>{routeMeta(path).heading}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function Footer() {
  return (
    <footer className="site-footer">
      <div className="container">
        <nav aria-label={TEXT.nav} className="grid grid--2">
          <FooterLinks title={TEXT.resources} paths={RESOURCE_PATHS} />
          <FooterLinks title={TEXT.legal} paths={LEGAL_PATHS} />
        </nav>
        <p>
          {TEXT.developedBy}{' '}
          <a href={SITE.developer.url} target="_blank" rel="noopener noreferrer">
            {SITE.developer.name}
            <span className="visually-hidden"> {TEXT.newTab}</span>
          </a>
        </p>
        <p>
          <button
            type="button"
            className="site-footer__button"
            aria-haspopup="dialog"
            onClick={openCookieSettings}
          >
            {TEXT.cookies}
          </button>
        </p>
        <p>
          © {SITE.copyrightYear} {SITE.name}
        </p>
      </div>
    </footer>
  );
}
