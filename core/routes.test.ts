import {
  ANALYSIS_PATH,
  COMPARATOR_PATH,
  EDITORIAL_PATHS,
  MORTGAGE_PATH,
  NAV_ITEMS,
  RENTAL_RETURN_PATH,
  TOOL_ROUTES,
  YIELD_PATH,
  canonicalPathFor,
  findRoute,
  linkLabel,
  normalisePath,
  relatedPaths,
  routeMeta,
} from './routes';
import { documentTitle } from './seo';

const ALL_PATHS = [...TOOL_ROUTES, ...EDITORIAL_PATHS];

describe('TOOL_ROUTES and EDITORIAL_PATHS', () => {
  it('list the 24 paths of the spec, the investment analysis and the yearly return once, lowercase and without trailing slash', () => {
    expect(ALL_PATHS).toHaveLength(26);
    expect(new Set(ALL_PATHS.map((route) => route.path)).size).toBe(26);
    for (const route of ALL_PATHS) {
      expect(route.path).toBe(route.path.toLowerCase());
      expect(route.path === '/' || !route.path.endsWith('/')).toBe(true);
    }
  });

  it('gives every page a unique title of at most 60 characters with the brand', () => {
    const titles = TOOL_ROUTES.map(documentTitle);
    expect(new Set(titles).size).toBe(titles.length);
    for (const title of titles) expect(title.length).toBeLessThanOrEqual(60);
  });

  it('gives every page a one-sentence description and keywords', () => {
    for (const route of TOOL_ROUTES) {
      expect(route.description).toMatch(/^[A-ZÁÉÍÓÚÑ¿].*\.$/);
      expect(route.description.slice(0, -1)).not.toMatch(/\.\s/);
      expect(route.keywords.length).toBeGreaterThan(0);
    }
  });

  it('holds the five guide subpages of the spec under /guia-inmobiliarios', () => {
    expect(EDITORIAL_PATHS.filter((r) => r.path.startsWith('/guia-inmobiliarios/'))).toHaveLength(
      5,
    );
  });

  it('names every path for links, and refuses paths that are not routes', () => {
    for (const route of ALL_PATHS) expect(linkLabel(route.path).length).toBeGreaterThan(3);
    expect(() => linkLabel('/no-existe')).toThrow(/No link label/);
  });
});

describe('related links (TOOL_ROUTES related)', () => {
  const withRelated = TOOL_ROUTES.filter((route) => route.related !== undefined);

  it('gives every tool page with an explanation aside (ToolInfo) its list, and only tools', () => {
    const paths = [YIELD_PATH, MORTGAGE_PATH, COMPARATOR_PATH, ANALYSIS_PATH, RENTAL_RETURN_PATH];
    expect(withRelated.map((route) => route.path).sort()).toEqual([...paths].sort());
    for (const path of paths) expect(relatedPaths(path).length).toBeGreaterThanOrEqual(5);
    for (const route of withRelated) expect(route.kind).toBe('tool');
  });

  it('leads only to routes of the table, each once and never to the page itself (no dead link)', () => {
    const known = new Set(ALL_PATHS.map((route) => route.path));
    for (const route of withRelated) {
      const related = relatedPaths(route.path);
      for (const path of related)
        expect({ from: route.path, path, known: known.has(path) }).toEqual({
          from: route.path,
          path,
          known: true,
        });
      expect(new Set(related).size).toBe(related.length);
      expect(related).not.toContain(route.path);
    }
  });

  it('gives a page without a list none', () => {
    expect(relatedPaths('/generador')).toEqual([]);
  });
});

describe('NAV_ITEMS', () => {
  it('has the six items of the spec in its order, then the analysis, purchase costs, the yearly return and the guides', () => {
    expect(NAV_ITEMS.map((item) => item.path)).toEqual([
      '/',
      '/generador',
      '/rentabilidad',
      '/plusvalia',
      '/hipoteca',
      '/comparador',
      '/analisis-inversion',
      '/calculadora-gastos-compra-vivienda',
      '/declaracion-alquiler',
      '/guia-inmobiliarios',
    ]);
  });
  it('leads only to routes of the table: code routes and the guide index', () => {
    for (const item of NAV_ITEMS) {
      const editorial = EDITORIAL_PATHS.some((entry) => entry.path === item.path);
      expect(editorial || findRoute(item.path) !== undefined).toBe(true);
    }
  });
});

describe('normalisePath', () => {
  it('drops trailing slashes but keeps the root', () => {
    expect(normalisePath('/rentabilidad/')).toBe('/rentabilidad');
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('')).toBe('/');
  });
});

describe('routeMeta', () => {
  it('throws for a path that is not a route', () => {
    expect(() => routeMeta('/no-existe')).toThrow(/Unknown route/);
  });
});

describe('canonicalPathFor', () => {
  it('maps any letter case and a trailing slash to the lowercase route', () => {
    expect(canonicalPathFor('/Rentabilidad')).toBe('/rentabilidad');
    expect(canonicalPathFor('/RENTABILIDAD/')).toBe('/rentabilidad');
    expect(canonicalPathFor('/Guia-Inmobiliarios/Errores-Comunes-Inversores')).toBe(
      '/guia-inmobiliarios/errores-comunes-inversores',
    );
  });

  it('decodes percent-encoded letters', () => {
    expect(canonicalPathFor('/PLUSVAL%49A')).toBe('/plusvalia');
  });

  it('returns undefined for unknown or malformed paths', () => {
    expect(canonicalPathFor('/no-existe')).toBeUndefined();
    expect(canonicalPathFor('/%E0%A4%A')).toBeUndefined();
  });
});
