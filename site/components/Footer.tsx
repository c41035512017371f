// Site footer (spec section 2): every tool and guide, legal pages, the owner and contact, copyright.
// The server renders it; the browser's build takes KeptFooter instead (gatsby-node), which keeps
// this HTML, so the link lists' code and labels stay out of every page's JavaScript.
import * as React from 'react';
import { Link } from 'gatsby';
import {
  EDITORIAL_PATHS,
  GUIDE_INDEX_PATH,
  SOURCES_PATH,
  TOOL_ROUTES,
  linkLabel,
  type RouteKind,
} from '../../core/routes';
import { DEMO_NOTICE } from '../../core/owner';
import StaticContent from './StaticContent';
import { SITE } from '../../core/site';
import { LogoMark } from './ui/Logo';
import FooterBottom from './FooterBottom';
import type { FooterLink, SiteContact } from './footer-context';

const TEXT = {
  nav: 'Enlaces del pie de página',
  tagline:
    'Calculadoras, comparador y guías gratuitas para invertir en vivienda en España, sin registro.',
  tools: 'Herramientas',
  guides: 'Guías',
  resources: 'Recursos',
  legal: 'Legal',
  contact: 'Contacto',
  owner: 'Titular',
  nif: 'NIF',
} as const;

/** The spec's two resource links come first, in their own column, as the spec lists them. */
const RESOURCE_PATHS = ['/herramientas-inversion-inmobiliaria', '/como-escribir-anuncio-idealista'];

/** Tool routes and the spec's editorial paths; guides editors add are listed in the guide index. */
const pathsOf = (kinds: readonly RouteKind[]) =>
  [...TOOL_ROUTES, ...EDITORIAL_PATHS]
    .filter((route) => kinds.includes(route.kind) && !RESOURCE_PATHS.includes(route.path))
    .map((route) => route.path);

const linksTo = (paths: readonly string[]): FooterLink[] =>
  paths.map((path) => ({ path, label: linkLabel(path) }));

/** The spec's guides, for a footer drawn without a page's context (a component test). */
export const specGuides = (): readonly FooterLink[] =>
  linksTo(pathsOf(['guide']).filter((path) => path !== GUIDE_INDEX_PATH));

function columns(guides: readonly FooterLink[]) {
  return [
    { title: TEXT.tools, links: linksTo(pathsOf(['tool'])) },
    { title: TEXT.guides, links: [...linksTo([GUIDE_INDEX_PATH]), ...guides] },
    {
      title: TEXT.resources,
      links: linksTo([...RESOURCE_PATHS, ...pathsOf(['landing', 'contact']), SOURCES_PATH]),
    },
    { title: TEXT.legal, links: linksTo(pathsOf(['legal'])) },
  ];
}

function FooterLinks({ title, links }: { title: string; links: readonly FooterLink[] }) {
  return (
    <div>
      <h2 className="site-footer__heading">{title}</h2>
      <ul className="site-footer__links">
        {links.map(({ path, label }) => (
          <li key={path}>
            <Link to={path}>{label}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function Footer({
  pathname,
  contact,
  guides = specGuides(),
}: {
  /** The page shown: its link is marked as the current one. */
  pathname: string;
  contact: SiteContact;
  /** Every published guide (guidesOf). */
  guides?: readonly FooterLink[];
}) {
  const { owner, email, phone } = contact;
  return (
    <footer className="site-footer">
      <div className="container">
        {/* Text and links: kept as the server wrote it while the page opened hydrates, and drawn
            again for each page the visitor moves to (its link is the current one there). */}
        <StaticContent key={pathname} className="site-footer__top">
          <div className="site-footer__about">
            <p className="brand">
              <LogoMark />
              {SITE.name}
            </p>
            <p>{TEXT.tagline}</p>
            <p className="site-footer__owner">
              {owner ? (
                <>
                  {TEXT.owner}: {owner.name} · {TEXT.nif}: {owner.nif} · {owner.address}
                  {owner.registry && <> · {owner.registry}</>}
                </>
              ) : (
                DEMO_NOTICE
              )}
            </p>
            {(email ?? phone) && (
              <p>
                {TEXT.contact}: {email && <a href={`mailto:${email}`}>{email}</a>}
                {email && phone && ' · '}
                {phone && <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>}
              </p>
            )}
          </div>
          <nav aria-label={TEXT.nav} className="site-footer__nav">
            {columns(guides).map((column) => (
              <FooterLinks key={column.title} title={column.title} links={column.links} />
            ))}
          </nav>
        </StaticContent>
        <FooterBottom year={contact.year} />
      </div>
    </footer>
  );
}
