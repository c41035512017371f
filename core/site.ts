// Site-wide facts shared by pages, metadata and functions (brand, locale, images). The owner's identity
// and contact points are content: the site settings in Sanity (core/owner.ts checks them).
import { LEGAL_NOTICE_PATH } from './routes';

/** Brand of the suite; who owns it and how to reach them come from the site settings. */
export const SITE = {
  name: 'InmoCalc',
  author: 'Equipo InmoCalc',
  /** The page that identifies the author and owner (author url of the Article structured data). */
  authorPath: LEGAL_NOTICE_PATH,
  lang: 'es',
  locale: 'es_ES',
  /** The home page's first publication (spec section 1). */
  homePublishedTime: '2025-01-08T00:00:00+01:00',
  /** Social card of every route: a 1200x630 PNG the build writes to /og/<slug>.png (core/seo.ts). */
  ogImage: { width: 1200, height: 630, type: 'image/png' },
  /** Brand colours of the social cards and icons: the gradient from dark blue to teal. */
  colors: { dark: '#0b3d5c', mid: '#12607f', teal: '#1a8a7a' },
  /** Icons and manifest the build writes to the site root (server/build/icons.ts). */
  icons: {
    svg: '/favicon.svg',
    ico: '/favicon.ico',
    png32: '/favicon-32x32.png',
    appleTouch: '/apple-touch-icon.png',
    manifest: '/site.webmanifest',
  },
  twitterCard: 'summary_large_image',
  articleSection: 'Real Estate',
} as const;

/** Used when `SITE_URL` is not set: the production address of the Netlify site. */
export const DEFAULT_SITE_URL = 'https://inmocalc.netlify.app';

/** Normalises a configured site URL: no trailing slash, absolute http(s). */
export function normaliseSiteUrl(value: string | undefined): string {
  const raw = (value ?? '').trim() || DEFAULT_SITE_URL;
  const url = new URL(raw);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`SITE_URL must be an http(s) address, got "${raw}"`);
  }
  return url.origin + url.pathname.replace(/\/+$/, '');
}

/** Joins the site URL and a route path into an absolute URL (the canonical form). */
export function absoluteUrl(siteUrl: string, path: string): string {
  return path === '/' ? `${siteUrl}/` : `${siteUrl}${path}`;
}
