// The not-found function against a temporary publish folder: a capitalised address of any page of
// the build (not only the spec's fixed paths) redirects to it, anything else is the 404 page, read
// from the files whatever host the request names.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

let dir = '';

const write = (name: string, text: string) => writeFileSync(path.join(dir, name), text);
const writePages = (pages: string[]) => write('page-paths.json', JSON.stringify(pages));

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'not-found-'));
  process.env.SITE_PUBLISH_DIR = dir;
  write('404.html', '<h1>Página no encontrada</h1>');
  // A guide an editor added and a community page: neither is named in core/routes.ts.
  writePages([
    '/',
    '/gastos-compra-vivienda/madrid',
    '/guia-inmobiliarios/mi-guia-nueva',
    '/rentabilidad',
  ]);
  // The function reads the page list once per instance: each test gets a fresh one.
  jest.resetModules();
});

afterEach(() => {
  delete process.env.SITE_PUBLISH_DIR;
  rmSync(dir, { recursive: true, force: true });
});

type Handler = (req: Request) => Promise<Response>;

async function fresh(): Promise<Handler> {
  return (await import('./not-found')).default as Handler;
}

async function get(path: string, method = 'GET', host = 'localhost:8888') {
  return (await fresh())(new Request(`http://${host}${path}`, { method }));
}

describe('not-found function', () => {
  it.each([
    ['/Guia-Inmobiliarios/Mi-Guia-Nueva', '/guia-inmobiliarios/mi-guia-nueva'],
    ['/GUIA-INMOBILIARIOS/MI-GUIA-NUEVA/', '/guia-inmobiliarios/mi-guia-nueva'],
    ['/Gastos-Compra-Vivienda/Madrid', '/gastos-compra-vivienda/madrid'],
    [
      '/Guia-Inmobiliarios/Mi-Guia-Nueva?utm_source=x',
      '/guia-inmobiliarios/mi-guia-nueva?utm_source=x',
    ],
  ])('sends %s permanently to %s, a page of the build', async (path, location) => {
    const res = await get(path);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(location);
  });

  it('answers 404 with the 404 page for a path no page has in any letter case', async () => {
    const res = await get('/Guia-Inmobiliarios/No-Existe');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Página no encontrada');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('reads the files, whatever host the request names', async () => {
    // Nothing listens on 127.0.0.1:1: a function that fetched from the Host would not get this page.
    const res = await get('/no-existe', 'GET', '127.0.0.1:1');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('<h1>Página no encontrada</h1>');
    const moved = await get('/Rentabilidad', 'GET', 'evil.example');
    expect(moved.headers.get('location')).toBe('/rentabilidad');
  });

  it('never redirects a path to itself, nor to another host', async () => {
    expect((await get('/guia-inmobiliarios/mi-guia-nueva')).status).toBe(404);
    const res = await get('//Evil.example/Guia-Inmobiliarios/Mi-Guia-Nueva');
    expect(res.status).toBe(404);
    expect(res.headers.get('location')).toBeNull();
  });

  it('does not read the list for a lowercase path, which has no other form', async () => {
    const instance = await fresh();
    expect((await instance(new Request('http://localhost/no-existe'))).status).toBe(404);
    // Had the first request read the list, this page, added after it, would be unknown.
    writePages(['/guia-inmobiliarios/otra']);
    const res = await instance(new Request('http://localhost/Guia-Inmobiliarios/Otra'));
    expect(res.headers.get('location')).toBe('/guia-inmobiliarios/otra');
  });

  it('still redirects the code routes without the list, and reads the list again next time', async () => {
    rmSync(path.join(dir, 'page-paths.json'));
    const instance = await fresh();
    const at = (p: string) => instance(new Request(`http://localhost${p}`));
    expect((await at('/RENTABILIDAD')).headers.get('location')).toBe('/rentabilidad');
    expect((await at('/Gastos-Compra-Vivienda/Madrid')).status).toBe(404);
    writePages(['/gastos-compra-vivienda/madrid']);
    expect((await at('/Gastos-Compra-Vivienda/Madrid')).status).toBe(301);
  });

  it('reads the list once per instance, and a HEAD request gets no body', async () => {
    const instance = await fresh();
    const at = (p: string) => instance(new Request(`http://localhost${p}`));
    expect((await at('/Guia-Inmobiliarios/Mi-Guia-Nueva')).status).toBe(301);
    // A list changed after the first read is not read again by the same instance.
    writePages([]);
    expect((await at('/Gastos-Compra-Vivienda/Madrid')).status).toBe(301);
    const head = await get('/no-existe', 'HEAD');
    expect(head.status).toBe(404);
    expect(await head.text()).toBe('');
  });

  it('answers a plain 404 page when the build has none', async () => {
    rmSync(path.join(dir, '404.html'));
    const res = await get('/no-existe');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<title>404</title>');
  });
});
