import { DEFAULT_SITE_URL, absoluteUrl, normaliseSiteUrl } from './site';

describe('normaliseSiteUrl', () => {
  it('uses the production address when SITE_URL is unset or blank', () => {
    expect(normaliseSiteUrl(undefined)).toBe(DEFAULT_SITE_URL);
    expect(normaliseSiteUrl('  ')).toBe(DEFAULT_SITE_URL);
  });

  it('drops trailing slashes and keeps a sub-path', () => {
    expect(normaliseSiteUrl('https://ejemplo.es/')).toBe('https://ejemplo.es');
    expect(normaliseSiteUrl('https://ejemplo.es/inmo/')).toBe('https://ejemplo.es/inmo');
  });

  it('refuses addresses that are not http(s)', () => {
    expect(() => normaliseSiteUrl('ftp://ejemplo.es')).toThrow(/SITE_URL/);
    expect(() => normaliseSiteUrl('ejemplo.es')).toThrow();
  });
});

describe('absoluteUrl', () => {
  it('joins the site and a path, with a slash for the home page', () => {
    expect(absoluteUrl('https://ejemplo.es', '/')).toBe('https://ejemplo.es/');
    expect(absoluteUrl('https://ejemplo.es', '/hipoteca')).toBe('https://ejemplo.es/hipoteca');
  });
});
