// The browser's request helper against a real local HTTP server.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, apiRequest, errorMessage, getQuery } from './api';

interface Seen {
  method?: string;
  contentType?: string;
  body: string;
}

let server: http.Server;
let base: string;
const seen: Seen[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, contentType: req.headers['content-type'], body });
      if (req.url === '/ok')
        return res
          .writeHead(200, { 'content-type': 'application/json' })
          .end('{"message":"hecho"}');
      if (req.url === '/bad')
        return res.writeHead(400, 'Bad Request').end('{"error":"Revisa los datos"}');
      if (req.url === '/empty') return res.writeHead(503, 'Service Unavailable').end();
      if (req.url === '/api/items/7')
        return res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":7}');
      if (req.url === '/private') return res.writeHead(401, 'Unauthorized').end('no');
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
});

describe('apiRequest', () => {
  it('sends a JSON body with a JSON content type when there is data', async () => {
    const res = await apiRequest('POST', `${base}/ok`, { email: 'a@b.es' });
    expect(await res.json()).toEqual({ message: 'hecho' });
    expect(seen[0]).toEqual({
      method: 'POST',
      contentType: 'application/json',
      body: '{"email":"a@b.es"}',
    });
  });

  it('sends no body and no content type without data', async () => {
    await apiRequest('GET', `${base}/ok`);
    expect(seen[0]).toEqual({ method: 'GET', contentType: undefined, body: '' });
  });

  it('raises "<status>: <body>" for a non-OK answer', async () => {
    await expect(apiRequest('POST', `${base}/bad`, {})).rejects.toThrow(
      '400: {"error":"Revisa los datos"}',
    );
  });

  it('raises "<status>: <status text>" when the body is empty', async () => {
    const error = await apiRequest('GET', `${base}/empty`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('503: Service Unavailable');
    expect((error as ApiError).status).toBe(503);
  });
});

describe('getQuery', () => {
  it('GETs the key parts joined by "/" and parses JSON', async () => {
    expect(await getQuery([base, 'api', 'items', '7'])).toEqual({ id: 7 });
  });

  it('throws on 401 by default and resolves to null when asked', async () => {
    await expect(getQuery([base, 'private'])).rejects.toThrow('401: no');
    expect(await getQuery([base, 'private'], { on401: 'returnNull' })).toBeNull();
  });
});

describe('errorMessage', () => {
  it('uses the error message, or the fallback for anything else', () => {
    expect(errorMessage(new Error('500: fallo'), 'Ocurrió un error inesperado')).toBe('500: fallo');
    expect(errorMessage('raro', 'Ocurrió un error inesperado')).toBe('Ocurrió un error inesperado');
  });
});
