// The not-found function against a fake static site on loopback: a capitalised address of any page
// of the build (not only the spec's fixed paths) redirects to it, anything else is the 404 page.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The fake site's files; a test removes page-paths.json to see the function do without it. */
let files: Record<string, string> = {};
let served: string[] = [];
let server: Server;
let origin = '';
let instance: (req: Request) => Promise<Response>;

beforeAll(async () => {
  // As on Netlify, a path with no file goes to the not-found function (the instance under test).
  server = createServer((req, res) => {
    served.push(req.url ?? '');
    const body = files[req.url ?? ''];
    if (body !== undefined) {
      res.writeHead(200).end(body);
      return;
    }
    void instance(new Request(`${origin}${req.url ?? '/'}`)).then(async (answer) => {
      res.writeHead(answer.status).end(Buffer.from(await answer.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  files = {
    '/404.html': '<h1>Página no encontrada</h1>',
    // A guide an editor added and a community page: neither is named in core/routes.ts.
    '/page-paths.json': JSON.stringify([
      '/',
      '/gastos-compra-vivienda/madrid',
      '/guia-inmobiliarios/mi-guia-nueva',
      '/rentabilidad',
    ]),
  };
  served = [];
  // The function reads the page list once per instance: each test gets a fresh one.
  jest.resetModules();
});

async function get(path: string, method = 'GET') {
  instance = (await import('./not-found')).default;
  return instance(new Request(`${origin}${path}`, { method }));
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
    // A lowercase path has no other form: the list is not read for it.
    served = [];
    expect((await get('/no-existe')).status).toBe(404);
    expect(served).toEqual(['/404.html']);
  });

  it('never redirects a path to itself, nor to another host', async () => {
    expect((await get('/guia-inmobiliarios/mi-guia-nueva')).status).toBe(404);
    const res = await get('//Evil.example/Guia-Inmobiliarios/Mi-Guia-Nueva');
    expect(res.status).toBe(404);
    expect(res.headers.get('location')).toBeNull();
  });

  it('still redirects the code routes without the list, and reads the list again next time', async () => {
    delete files['/page-paths.json'];
    expect((await get('/RENTABILIDAD')).headers.get('location')).toBe('/rentabilidad');
    expect((await get('/Gastos-Compra-Vivienda/Madrid')).status).toBe(404);
    files['/page-paths.json'] = JSON.stringify(['/gastos-compra-vivienda/madrid']);
    expect((await get('/Gastos-Compra-Vivienda/Madrid')).status).toBe(301);
    expect(served.filter((url) => url === '/page-paths.json')).toHaveLength(2);
  });

  it('reads the list once per instance, and a HEAD request gets no body', async () => {
    instance = (await import('./not-found')).default;
    for (const path of ['/Guia-Inmobiliarios/Mi-Guia-Nueva', '/Gastos-Compra-Vivienda/Madrid'])
      expect((await instance(new Request(`${origin}${path}`))).status).toBe(301);
    expect(served.filter((url) => url === '/page-paths.json')).toHaveLength(1);
    const head = await get('/no-existe', 'HEAD');
    expect(head.status).toBe(404);
    expect(await head.text()).toBe('');
  });
});
