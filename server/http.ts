// Common HTTP behaviour of every function: methods, JSON bodies, size limit, validation, errors.
import type { Context } from '@netlify/functions';
import * as z from 'zod/mini';
import { logServerError } from './db/errors';
import { controlCharacterPaths, CONTROL_CHARACTER_MESSAGE } from '../core/text-input';
import { spanishErrors } from '../core/zod-messages';
import { SECURITY_HEADERS, withSecurityHeaders } from './security-headers';

// zod/mini loads no locale: without this, messages the schemas leave to zod read "Invalid input".
z.config(spanishErrors);

export const MAX_BODY_BYTES = 16 * 1024;

export const HTTP_MESSAGES = {
  methodNotAllowed: 'Método no permitido.',
  unsupportedMediaType: 'El cuerpo de la petición debe ser JSON (Content-Type: application/json).',
  payloadTooLarge: 'La petición es demasiado grande (máximo 16 KB).',
  invalidJson: 'El cuerpo de la petición no es un JSON válido.',
  invalidData: 'Revisa los datos enviados.',
  internalError: 'Ha ocurrido un error interno. Inténtalo de nuevo más tarde.',
  unavailable:
    'El servicio no está disponible en este momento. No se ha guardado nada: inténtalo de nuevo en unos minutos.',
} as const;

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  '57P01',
  '57P03',
  '53300',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  // Duck-typed: Node's errors may come from another realm (Jest's vm).
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, errors, cause } = current as {
      code?: unknown;
      errors?: unknown;
      cause?: unknown;
    };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (Array.isArray(errors) && errors.some(isDatabaseUnavailable)) return true;
    current = cause;
  }
  return false;
}

type Method = 'GET' | 'POST';

/** The kept text of a JSON answer, which `npm start`'s bridge (web-bridge.mjs) sends without the stream. */
const BODY_BYTES: unique symbol = Symbol.for('inmocalc.bodyBytes');

const utf8 = new TextDecoder();

/** json()'s headers untouched, for the bridge to write as they are (the same symbol there). */
const PLAIN_HEADERS: unique symbol = Symbol.for('inmocalc.plainHeaders');

/** json()'s own headers, lower case and in the order a Headers object lists them. */
const JSON_HEADERS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries({
    ...SECURITY_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
  })
    .map(([name, value]): [string, string] => [name.toLowerCase(), value])
    .sort(([a], [b]) => (a < b ? -1 : 1)),
);

/**
 * A Response keeping its text for the bridge; other readers get a standard Response made on first
 * read, so the stream `new Response(text)` would build at once is only built when used. With only
 * json()'s own headers, its Headers object is filled when first read: the bridge never reads it.
 */
class TextResponse extends Response {
  readonly [BODY_BYTES]: string;
  #standard: Response | undefined;
  #plain: Readonly<Record<string, string>> | undefined;

  constructor(text: string, status: number, headers?: Record<string, string>) {
    super(null, headers ? { status, headers } : { status });
    this[BODY_BYTES] = text;
    if (!headers) this.#plain = JSON_HEADERS;
  }

  /** json()'s own headers while `headers` has not been read (nor changed), else undefined. */
  [PLAIN_HEADERS](): Readonly<Record<string, string>> | undefined {
    return this.#plain;
  }

  override get headers(): Headers {
    const headers = Reflect.get(Response.prototype, 'headers', this) as Headers;
    if (this.#plain) {
      for (const [name, value] of Object.entries(this.#plain)) headers.set(name, value);
      this.#plain = undefined;
    }
    return headers;
  }

  /** Made once, with the headers as they are now. */
  #full(): Response {
    this.#standard ??= new Response(this[BODY_BYTES], {
      status: this.status,
      statusText: this.statusText,
      headers: this.headers,
    });
    return this.#standard;
  }

  override get body(): ReadableStream<Uint8Array<ArrayBuffer>> | null {
    return this.#full().body;
  }
  override get bodyUsed(): boolean {
    return this.#standard?.bodyUsed ?? false;
  }
  override text(): Promise<string> {
    return this.#full().text();
  }
  override json(): Promise<unknown> {
    return this.#full().json();
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return this.#full().arrayBuffer();
  }
  override bytes(): Promise<Uint8Array<ArrayBuffer>> {
    return this.#full().bytes();
  }
  override blob(): Promise<Blob> {
    return this.#full().blob();
  }
  override formData(): Promise<FormData> {
    return this.#full().formData();
  }
  override clone(): Response {
    return this.#full().clone();
  }
}

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  const text = JSON.stringify(body);
  if (Object.keys(headers).length === 0) return new TextResponse(text, status);
  return new TextResponse(text, status, {
    ...SECURITY_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
}

export function jsonError(
  status: number,
  error: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Response {
  return json({ error, ...extra }, status, headers);
}

/** The first message of each field path. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

class HttpError extends Error {
  constructor(readonly response: Response) {
    super(`HTTP ${response.status}`);
  }
}

async function readBody(req: Request): Promise<unknown> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    throw new HttpError(jsonError(415, HTTP_MESSAGES.unsupportedMediaType));
  }
  const declared = Number(req.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) throw new HttpError(jsonError(413, HTTP_MESSAGES.payloadTooLarge));
  const bytes = new Uint8Array(await req.arrayBuffer());
  if (bytes.byteLength > MAX_BODY_BYTES)
    throw new HttpError(jsonError(413, HTTP_MESSAGES.payloadTooLarge));
  try {
    return JSON.parse(utf8.decode(bytes)) as unknown;
  } catch {
    throw new HttpError(jsonError(400, HTTP_MESSAGES.invalidJson));
  }
}

interface EndpointBase {
  method: Method;
}
interface EndpointWithBody<S extends z.core.$ZodType> extends EndpointBase {
  method: 'POST';
  schema: S;
  handle: (input: z.output<S>, req: Request, context?: Context) => Promise<Response>;
}
interface EndpointWithoutBody extends EndpointBase {
  method: 'GET';
  handle: (req: Request, context?: Context) => Promise<Response>;
}

/**
 * Wraps an endpoint: 405 with Allow for other methods, 415/413/400 for bad bodies, zod validation
 * with Spanish per-field messages, and a generic Spanish 500 that never leaks internals.
 */
export function endpoint<S extends z.core.$ZodType>(
  spec: EndpointWithBody<S> | EndpointWithoutBody,
): (req: Request, context?: Context) => Promise<Response> {
  return async (req, context) => {
    const response = await answer(req, context);
    // json()'s own headers hold every security header: nothing to add, nothing to read.
    return response instanceof TextResponse && response[PLAIN_HEADERS]()
      ? response
      : withSecurityHeaders(response);
  };
  async function answer(req: Request, context?: Context): Promise<Response> {
    try {
      if (req.method !== spec.method && !(spec.method === 'GET' && req.method === 'HEAD')) {
        return jsonError(
          405,
          HTTP_MESSAGES.methodNotAllowed,
          {},
          { Allow: spec.method === 'GET' ? 'GET, HEAD' : 'POST' },
        );
      }
      if (spec.method === 'GET') return await spec.handle(req, context);
      const body = await readBody(req);
      // No text of any field carries a NUL or another control character (line breaks and tabs
      // aside, which single-line fields refuse in their own schema).
      const controlled = controlCharacterPaths(body);
      if (controlled.length > 0) {
        const fields = Object.fromEntries(
          controlled.map((key) => [key, CONTROL_CHARACTER_MESSAGE]),
        );
        return jsonError(400, HTTP_MESSAGES.invalidData, { fields });
      }
      const parsed = z.safeParse(spec.schema, body);
      if (!parsed.success) {
        return jsonError(400, HTTP_MESSAGES.invalidData, { fields: fieldErrors(parsed.error) });
      }
      return await spec.handle(parsed.data, req, context);
    } catch (error) {
      if (error instanceof HttpError) return error.response;
      if (isDatabaseUnavailable(error)) {
        logServerError(new URL(req.url).pathname, error, 'database unavailable');
        return jsonError(503, HTTP_MESSAGES.unavailable, {}, { 'Retry-After': '30' });
      }
      logServerError(new URL(req.url).pathname, error);
      return jsonError(500, HTTP_MESSAGES.internalError);
    }
  }
}
