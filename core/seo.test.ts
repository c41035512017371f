import { EDITORIAL_PATHS, NOT_FOUND_META, TOOL_ROUTES, routeMeta, type RouteMeta } from './routes';
import {
  articleJsonLd,
  breadcrumbJsonLd,
  documentTitle,
  ogImageFor,
  ogImagePath,
  serialiseJsonLd,
  toolJsonLd,
  websiteJsonLd,
} from './seo';

describe('documentTitle', () => {
  it('adds the brand to the page title', () => {
    expect(documentTitle({ title: 'Aviso legal' })).toBe('Aviso legal | InmoCalc');
  });
});

describe('serialiseJsonLd', () => {
  it('adds the schema.org context', () => {
    expect(JSON.parse(serialiseJsonLd({ '@type': 'Thing' }))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Thing',
    });
  });

  it('escapes "<" so that data cannot close the script block', () => {
    const text = serialiseJsonLd({ '@type': 'Thing', name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>');
  });
});

describe('toolJsonLd', () => {
  it('describes a free web application with an absolute URL', () => {
    const data = toolJsonLd('https://ejemplo.es', routeMeta('/hipoteca'));
    expect(data).toMatchObject({
      '@type': 'WebApplication',
      url: 'https://ejemplo.es/hipoteca',
      isAccessibleForFree: true,
    });
  });
});

/** An editorial route as content/pages.ts makes it from a guide document. */
const GUIDE: RouteMeta = {
  path: '/guia-inmobiliarios/errores-comunes-inversores',
  kind: 'guide',
  title: '5 errores comunes de los inversores inmobiliarios',
  heading: 'Los 5 errores más comunes de los inversores',
  description: 'Los cinco errores que más dinero cuestan al invertir en vivienda.',
  keywords: ['errores'],
};

describe('breadcrumbJsonLd', () => {
  it('lists the trail from the home page with absolute addresses and positions', () => {
    expect(
      breadcrumbJsonLd('https://ejemplo.es', [
        { name: 'Inicio', path: '/' },
        { name: 'Guía', path: '/guia-inmobiliarios' },
      ]),
    ).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Inicio', item: 'https://ejemplo.es/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Guía',
          item: 'https://ejemplo.es/guia-inmobiliarios',
        },
      ],
    });
  });
});

describe('articleJsonLd', () => {
  it('describes a guide page with the dates and tags it is given and its own image', () => {
    const guide = articleJsonLd('https://ejemplo.es', GUIDE, {
      publishedTime: '2025-01-15T08:00:00Z',
      modifiedTime: '2025-06-30T07:00:00Z',
      tags: ['a', 'b'],
    });
    expect(guide).toMatchObject({
      '@type': 'Article',
      articleSection: 'Real Estate',
      datePublished: '2025-01-15T08:00:00Z',
      dateModified: '2025-06-30T07:00:00Z',
      keywords: 'a, b',
      image: 'https://ejemplo.es/og/guia-inmobiliarios--errores-comunes-inversores.png',
      author: { '@type': 'Organization', url: 'https://ejemplo.es/aviso-legal' },
      publisher: {
        '@type': 'Organization',
        name: 'InmoCalc',
        logo: { '@type': 'ImageObject', url: 'https://ejemplo.es/apple-touch-icon.png' },
      },
    });
  });
});

describe('websiteJsonLd', () => {
  it('names the site and its Spanish language', () => {
    expect(websiteJsonLd('https://ejemplo.es')).toMatchObject({
      '@type': 'WebSite',
      inLanguage: 'es-ES',
    });
  });

  it("adds the owner's legal details to the Organization only when they are complete", () => {
    const owner = {
      name: 'Inversiones Calc, S.L.',
      nif: 'B12345674',
      address: 'Calle Mayor 1, 28013 Madrid',
      email: 'titular@inversionescalc.es',
    };
    expect(websiteJsonLd('https://ejemplo.es', owner).publisher).toEqual({
      '@type': 'Organization',
      name: 'InmoCalc',
      url: 'https://ejemplo.es/',
      legalName: 'Inversiones Calc, S.L.',
      taxID: 'B12345674',
      address: 'Calle Mayor 1, 28013 Madrid',
      email: 'titular@inversionescalc.es',
    });
    expect(websiteJsonLd('https://ejemplo.es').publisher).toEqual({
      '@type': 'Organization',
      name: 'InmoCalc',
      url: 'https://ejemplo.es/',
    });
  });
});

describe('ogImagePath', () => {
  it('names the home page inicio and flattens nested paths', () => {
    expect(ogImagePath('/')).toBe('/og/inicio.png');
    expect(ogImagePath('/hipoteca')).toBe('/og/hipoteca.png');
    expect(ogImagePath('/guia-inmobiliarios/descripcion-piso-ejemplo')).toBe(
      '/og/guia-inmobiliarios--descripcion-piso-ejemplo.png',
    );
  });

  it('gives every route and the 404 page an image of its own', () => {
    const all = [...TOOL_ROUTES, ...EDITORIAL_PATHS, NOT_FOUND_META];
    const paths = all.map((route) => ogImagePath(route.path));
    expect(new Set(paths).size).toBe(all.length);
    for (const path of paths) expect(path).toMatch(/^\/og\/[a-z0-9-]+\.png$/);
  });
});

describe('ogImageFor', () => {
  it('gives the absolute address, the 1200x630 PNG size and a Spanish alternative text', () => {
    expect(ogImageFor('https://ejemplo.es', routeMeta('/hipoteca'))).toEqual({
      url: 'https://ejemplo.es/og/hipoteca.png',
      width: 1200,
      height: 630,
      type: 'image/png',
      alt: 'InmoCalc: Calculadora de hipoteca',
    });
  });

  it('describes the text of the card when a document sets its own', () => {
    expect(ogImageFor('https://ejemplo.es', { ...GUIDE, ogText: 'Cinco errores caros' }).alt).toBe(
      'InmoCalc: Cinco errores caros',
    );
  });
});
