// Lowercased request paths and the build's page list, which the not-found function redirects with.
import { lowercasePath, pagePaths } from './paths';

describe('lowercasePath', () => {
  it('decodes, lowercases and drops the trailing slash', () => {
    expect(lowercasePath('/Guia-Inmobiliarios/Mi-Guia-Nueva/')).toBe(
      '/guia-inmobiliarios/mi-guia-nueva',
    );
    expect(lowercasePath('/PLUSVAL%49A')).toBe('/plusvalia');
    expect(lowercasePath('/')).toBe('/');
  });

  it('refuses what is not a plain site path: another host, dot segments, bad encoding', () => {
    for (const odd of [
      '//evil.example/x',
      '/%2F%2Fevil.example',
      '/a/../b',
      '/.env',
      '/%E0%A4%A',
      '/a b',
    ])
      expect({ odd, lower: lowercasePath(odd) }).toEqual({ odd, lower: undefined });
  });
});

describe('pagePaths', () => {
  it('keeps every lowercase page once, sorted, without the 404 pages or capitalised paths', () => {
    expect(
      pagePaths([
        '/',
        '/guia-inmobiliarios/mi-guia-nueva/',
        '/gastos-compra-vivienda/madrid/',
        '/guia-inmobiliarios/mi-guia-nueva',
        '/404/',
        '/404.html',
        '/dev-404-page/',
        '/Con-Mayusculas/',
      ]),
    ).toEqual(['/', '/gastos-compra-vivienda/madrid', '/guia-inmobiliarios/mi-guia-nueva']);
  });
});
