// The head tags every page has alike (icons, colour, author, site name, locale, card
// type): written into each page's HTML by gatsby-ssr's onRenderBody, never re-rendered in the
// browser, so they stay out of every page's JavaScript. A page's own tags are in Seo; the web
// manifest's link is added after the first paint by the page-script loader (server/build/page-scripts.ts).
import * as React from 'react';
import { SITE } from '../../core/site';

export const SITE_HEAD = [
  <link key="ico" rel="icon" href={SITE.icons.ico} sizes="32x32" />,
  <link key="svg" rel="icon" href={SITE.icons.svg} type="image/svg+xml" />,
  <link key="png" rel="icon" href={SITE.icons.png32} type="image/png" sizes="32x32" />,
  <link key="touch" rel="apple-touch-icon" href={SITE.icons.appleTouch} />,
  <meta key="theme" name="theme-color" content={SITE.colors.dark} />,
  <meta key="author" name="author" content={SITE.author} />,
  <meta key="site" property="og:site_name" content={SITE.name} />,
  <meta key="locale" property="og:locale" content={SITE.locale} />,
  <meta key="card" name="twitter:card" content={SITE.twitterCard} />,
];
