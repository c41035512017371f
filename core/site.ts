// Site-wide facts shared by pages, metadata and functions; the owner and contact points are
// content (Sanity's site settings, checked by core/owner.ts).
import { LEGAL_NOTICE_PATH } from './routes';

export const SITE = {
  name: 'InmoCalc',
  author: 'Equipo InmoCalc',
  /** The author url of the Article structured data. */
  authorPath: LEGAL_NOTICE_PATH,
  lang: 'es',
  locale: 'es_ES',
  /** Spec section 1. */
  homePublishedTime: '2025-01-08T00:00:00+01:00',
  /** Written by the build to /og/<slug>.png (core/seo.ts). */
  ogImage: { width: 1200, height: 630, type: 'image/png' },
  /** Dark blue to teal, for the social cards and icons. */
  colors: { dark: '#0b3d5c', mid: '#12607f', teal: '#1a8a7a' },
  /** Written to the site root by server/build/icons.ts. */
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

/** When `SITE_URL` is not set. */
export const DEFAULT_SITE_URL = 'https://inmocalc.netlify.app';

/** No trailing slash, absolute http(s). */
export function normaliseSiteUrl(value: string | undefined): string {
  const raw = (value ?? '').trim() || DEFAULT_SITE_URL;
  const url = new URL(raw);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`SITE_URL must be an http(s) address, got "${raw}"`);
  }
  return url.origin + url.pathname.replace(/\/+$/, '');
}

/** The canonical form. */
export function absoluteUrl(siteUrl: string, path: string): string {
  return path === '/' ? `${siteUrl}/` : `${siteUrl}${path}`;
}
