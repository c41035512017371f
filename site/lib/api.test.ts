// The browser's request helper against a real local HTTP server.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  API_MESSAGES,
  ApiError,
  apiRequest,
  fieldMessages,
  NetworkError,
  visitorMessage,
} from './api';

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
    // Still an Error for whoever catches it, though not declared with `extends Error`.
    expect(error).toBeInstanceOf(Error);
    expect(String(error)).toBe('ApiError: 503: Service Unavailable');
    expect((error as ApiError).message).toBe('503: Service Unavailable');
    expect((error as ApiError).status).toBe(503);
  });
});

describe('apiRequest without a server', () => {
  it('raises a NetworkError with the Spanish offline sentence', async () => {
    const error = await apiRequest('GET', 'http://127.0.0.1:9/nadie').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toBeInstanceOf(Error);
    expect((error as NetworkError).cause).toHaveProperty('name', 'TypeError');
    expect(visitorMessage(error, 'otro')).toBe(
      'No hay conexión. Comprueba tu conexión e inténtalo de nuevo.',
    );
  });
});

describe('visitorMessage', () => {
  const FALLBACK = 'Ocurrió un error inesperado';

  it("shows the server's Spanish sentence from a JSON error body", () => {
    const error = new ApiError(429, '{"error":"Has generado muchas descripciones seguidas."}');
    expect(visitorMessage(error, FALLBACK)).toBe('Has generado muchas descripciones seguidas.');
  });

  it('never shows HTML, JSON or a status code', () => {
    const cases = [
      new ApiError(500, '<html><body><h1>500 Internal Server Error</h1></body></html>'),
      new ApiError(503, '', 'Service Unavailable'),
      new ApiError(429, '{"message":"rate limited"}'),
      new ApiError(400, '{"error":{"nested":true}}'),
    ];
    for (const error of cases) {
      const text = visitorMessage(error, FALLBACK);
      expect(text).not.toMatch(/[<>{}]|\b\d{3}\b|Service|rate limited/);
    }
    expect(visitorMessage(cases[0], FALLBACK)).toBe(API_MESSAGES.server);
    expect(visitorMessage(cases[1], FALLBACK)).toBe(API_MESSAGES.unavailable);
    expect(visitorMessage(cases[2], FALLBACK)).toBe(API_MESSAGES.tooMany);
    expect(visitorMessage(cases[3], FALLBACK)).toBe(API_MESSAGES.invalid);
  });

  it('does not show a plain-text answer: the status says what happened', () => {
    const error = new ApiError(502, 'Bad gateway from upstream');
    expect(visitorMessage(error, FALLBACK)).toBe(API_MESSAGES.unavailable);
  });

  it('uses the fallback for anything that is not a request failure', () => {
    expect(visitorMessage(new Error('boom'), FALLBACK)).toBe(FALLBACK);
    expect(visitorMessage(new ApiError(404, ''), FALLBACK)).toBe(FALLBACK);
  });
});

describe('visitorMessage with a machine code instead of a sentence', () => {
  const FALLBACK = 'Ocurrió un error inesperado';
  const CODE = /[a-z]+_[a-z]+/;

  it('tells a known code in Spanish, whatever the shape of the body', () => {
    const bodies = [
      '{"error":"rate_limited"}',
      '{"code":"rate_limited"}',
      '{"error":{"code":"RATE_LIMITED"}}',
      '{"error":"rate-limited"}',
    ];
    for (const body of bodies) {
      expect(visitorMessage(new ApiError(429, body), FALLBACK)).toBe(API_MESSAGES.tooMany);
    }
    // A code whose sentence is not the status's: the code is the more precise of the two.
    expect(visitorMessage(new ApiError(400, '{"error":"payload_too_large"}'), FALLBACK)).toMatch(
      /demasiado largos/,
    );
  });

  it('never shows an unknown code: the status speaks, else the generic sentence', () => {
    expect(visitorMessage(new ApiError(500, '{"error":"kaboom_upstream"}'), FALLBACK)).toBe(
      API_MESSAGES.server,
    );
    expect(visitorMessage(new ApiError(418, '{"error":"teapot_refused"}'), FALLBACK)).toBe(
      FALLBACK,
    );
    expect(visitorMessage(new ApiError(403, '{"error":"Forbidden"}'), FALLBACK)).toBe(FALLBACK);
  });

  it('drops a sentence that carries a code and per-field codes it cannot tell', () => {
    const error = new ApiError(
      429,
      '{"error":"Error en el cálculo rate_limited","fields":{"email":"invalid_string","price":"too_small"}}',
    );
    expect(visitorMessage(error, FALLBACK)).not.toMatch(CODE);
    expect(visitorMessage(error, FALLBACK)).toBe(API_MESSAGES.tooMany);
    expect(fieldMessages(error)).toEqual({});
  });
});

describe('apiRequest while the browser is offline', () => {
  afterEach(() => {
    delete (navigator as { onLine?: boolean }).onLine;
  });

  it('sends nothing and raises the offline sentence when navigator.onLine is false', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    const error = await apiRequest('GET', `${base}/ok`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toBeInstanceOf(Error);
    expect((error as NetworkError).cause).toHaveProperty('name', 'TypeError');
    expect(visitorMessage(error, 'otro')).toBe(API_MESSAGES.offline);
    expect(seen).toHaveLength(0);
  });
});

describe('fieldMessages', () => {
  it('gives the per-field messages of a 400 answer', () => {
    const error = new ApiError(
      400,
      '{"error":"Revisa los datos enviados.","fields":{"email":"Escribe un correo válido, por ejemplo nombre@dominio.es","x":"<b>"}}',
    );
    expect(fieldMessages(error)).toEqual({
      email: 'Escribe un correo válido, por ejemplo nombre@dominio.es',
    });
    expect(fieldMessages(new Error('x'))).toEqual({});
  });
});
