import * as z from 'zod/mini';
import { HTTP_MESSAGES, MAX_BODY_BYTES, endpoint, fieldErrors, json } from './http';
import { SECURITY_HEADERS } from './security-headers';

const schema = z.object({
  email: z.email('Por favor, introduce un email válido'),
  edad: z.number().check(z.int(), z.minimum(18, 'Debes ser mayor de edad')),
});

const post = endpoint({
  method: 'POST',
  schema,
  handle: async (input) => json({ received: input }),
});

const request = (init: RequestInit & { body?: string }) =>
  new Request('http://localhost/api/prueba', { method: 'POST', ...init });

describe('endpoint', () => {
  it('passes a valid JSON body to the handler, parsed by the schema', async () => {
    const res = await post(
      request({
        headers: { 'content-type': 'application/json' },
        body: '{"email":"a@b.es","edad":30}',
      }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: { email: 'a@b.es', edad: 30 } });
  });

  it('answers 405 with Allow for another method', async () => {
    const res = await post(new Request('http://localhost/api/prueba', { method: 'GET' }));
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(await res.json()).toEqual({ error: HTTP_MESSAGES.methodNotAllowed });
  });

  it('answers 415 when the body is not declared as JSON', async () => {
    const res = await post(request({ headers: { 'content-type': 'text/plain' }, body: '{}' }));
    expect(res.status).toBe(415);
  });

  it('accepts JSON content types with a charset or a +json suffix', async () => {
    for (const type of ['application/json; charset=utf-8', 'application/merge-patch+json']) {
      const res = await post(
        request({ headers: { 'content-type': type }, body: '{"email":"a@b.es","edad":18}' }),
      );
      expect(res.status).toBe(200);
    }
  });

  it('answers 413 above 16 KB and accepts exactly 16 KB', async () => {
    const pad = (size: number) => {
      const base = '{"email":"a@b.es","edad":20,"x":""}';
      return base.replace('"x":""', `"x":"${'a'.repeat(size - base.length)}"`);
    };
    const big = await post(
      request({ headers: { 'content-type': 'application/json' }, body: pad(MAX_BODY_BYTES + 1) }),
    );
    expect(big.status).toBe(413);
    const limit = await post(
      request({ headers: { 'content-type': 'application/json' }, body: pad(MAX_BODY_BYTES) }),
    );
    expect(limit.status).toBe(200);
  });

  it('answers 413 from a declared Content-Length without reading the body', async () => {
    const res = await post(
      request({
        headers: { 'content-type': 'application/json', 'content-length': '999999' },
        body: '{}',
      }),
    );
    expect(res.status).toBe(413);
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await post(
      request({ headers: { 'content-type': 'application/json' }, body: '{"email":' }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: HTTP_MESSAGES.invalidJson });
  });

  it('answers 400 with the Spanish message of each invalid field', async () => {
    const res = await post(
      request({
        headers: { 'content-type': 'application/json' },
        body: '{"email":"no","edad":12}',
      }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: HTTP_MESSAGES.invalidData,
      fields: { email: 'Por favor, introduce un email válido', edad: 'Debes ser mayor de edad' },
    });
  });

  it('answers in Spanish where the schema gives no wording of its own', async () => {
    const res = await post(
      request({ headers: { 'content-type': 'application/json' }, body: '{"email":"a@b.es"}' }),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: HTTP_MESSAGES.invalidData,
      fields: { edad: 'Falta este dato.' },
    });
    const text = await post(
      request({
        headers: { 'content-type': 'application/json' },
        body: '{"email":"a@b.es","edad":"30"}',
      }),
    );
    expect(await text.json()).toMatchObject({
      fields: { edad: 'Debe ser un número.' },
    });
  });

  it('refuses a control character in any text, a key or a nested one included', async () => {
    for (const body of [
      '{"email":"a\\u0000@b.es","edad":30}',
      '{"email":"a@b.es","edad":30,"x":["ok","\\u001b[31m"]}',
      '{"email":"a@b.es","edad":30,"\\u0007":1}',
    ]) {
      const res = await post(request({ headers: { 'content-type': 'application/json' }, body }));
      expect(res.status).toBe(400);
      const fields = ((await res.json()) as { fields: Record<string, string> }).fields;
      expect(Object.values(fields)).toEqual([
        'El texto contiene caracteres de control no admitidos.',
      ]);
    }
    // Line breaks and tabs are left to each field's own schema.
    const multiline = await post(
      request({
        headers: { 'content-type': 'application/json' },
        body: '{"email":"a@b.es","edad":30,"x":"uno\\ndos\\tres"}',
      }),
    );
    expect(multiline.status).toBe(200);
  });

  it('answers a generic Spanish 500 that does not leak the error', async () => {
    const failing = endpoint({
      method: 'GET',
      handle: async () => {
        throw new Error('password=secreto en la cadena de conexión');
      },
    });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await failing(new Request('http://localhost/api/x'));
    const text = await res.text();
    expect(res.status).toBe(500);
    expect(text).not.toContain('secreto');
    expect(JSON.parse(text)).toEqual({ error: HTTP_MESSAGES.internalError });
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('lets HEAD through to GET endpoints', async () => {
    const get = endpoint({ method: 'GET', handle: async () => json({ ok: true }) });
    expect((await get(new Request('http://localhost/api/x', { method: 'HEAD' }))).status).toBe(200);
  });
});

describe('json', () => {
  it('answers JSON that is never cached', async () => {
    const res = json({ a: 1 }, 201);
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});

describe('fieldErrors', () => {
  it('keeps the first message of each field and joins nested paths with dots', () => {
    const nested = z.object({
      a: z.object({ b: z.string().check(z.minLength(2, 'corto'), z.regex(/x/, 'sin x')) }),
    });
    const result = nested.safeParse({ a: { b: 'y' } });
    if (result.success) throw new Error('expected a failure');
    expect(fieldErrors(result.error)).toEqual({ 'a.b': 'corto' });
  });
});

describe('the bytes shared with npm start (scripts/lib/web-bridge.mjs)', () => {
  const BODY_BYTES = Symbol.for('inmocalc.bodyBytes');

  it('reads like a standard Response: each way once, the stream, a clone, the headers set later', async () => {
    const text = JSON.stringify({ total: 1234.5, texto: 'Cataluña' });
    const res = json(JSON.parse(text), 201, { 'X-Extra': '1' });
    res.headers.set('Retry-After', '30');
    expect(res.bodyUsed).toBe(false);
    expect(await res.clone().json()).toEqual(JSON.parse(text));
    const copy = res.clone();
    expect(copy.status).toBe(201);
    expect(copy.headers.get('retry-after')).toBe('30');
    expect(copy.headers.get('x-extra')).toBe('1');
    expect(new TextDecoder().decode(await copy.arrayBuffer())).toBe(text);
    expect(await new Response(res.clone().body).text()).toBe(text);
    expect(await res.text()).toBe(text);
    expect(res.bodyUsed).toBe(true);
    await expect(res.json()).rejects.toThrow('Body is unusable');
    expect(res).toBeInstanceOf(Response);
  });

  const PLAIN_HEADERS = Symbol.for('inmocalc.plainHeaders');
  type Plain = Response & { [PLAIN_HEADERS]?: () => Record<string, string> | undefined };
  // What json() answered when it built its Headers at once.
  const standardHeaders = () =>
    Object.fromEntries(
      new Response(null, {
        headers: {
          ...SECURITY_HEADERS,
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'no-store',
        },
      }).headers,
    );

  it("gives the bridge json()'s headers as a standard Response lists them, none read", () => {
    const res = json({ total: 1 }) as Plain;
    expect(Object.entries(res[PLAIN_HEADERS]?.() ?? {})).toEqual(Object.entries(standardHeaders()));
    expect(Object.fromEntries(res.headers)).toEqual(standardHeaders());
    // Once read, the Headers object is what counts: a header set later reaches the client.
    expect(res[PLAIN_HEADERS]?.()).toBeUndefined();
    res.headers.set('Retry-After', '5');
    expect(Object.fromEntries(res.headers)).toEqual({ ...standardHeaders(), 'retry-after': '5' });
  });

  it('gives the bridge nothing plain when json() got headers of its own', () => {
    const res = json({ a: 1 }, 503, { 'Retry-After': '30' }) as Plain;
    expect(res[PLAIN_HEADERS]?.()).toBeUndefined();
    expect(Object.fromEntries(res.headers)).toEqual({ ...standardHeaders(), 'retry-after': '30' });
  });

  it('keeps the text of a JSON answer, equal to its body', async () => {
    const res = json({ total: 1234.5, texto: 'Cataluña' });
    const kept = (res as Response & { [BODY_BYTES]?: unknown })[BODY_BYTES];
    expect(kept).toBe(await res.text());
  });
});
