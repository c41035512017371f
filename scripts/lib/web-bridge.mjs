// Between Node's HTTP server and the Fetch API objects Netlify Functions take and return.

/** Request bodies above this are refused before a function sees them (functions allow 16 KB). */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The bytes a message already holds, shared between this bridge and the functions' wrapper
 * (server/http.ts, which names the same symbol): the body of a Request the bridge made, and the
 * text of a JSON answer. Reading them again through the objects' streams cost about 40 µs a call,
 * a fifth of an API call through `npm start` (issue 27's profile); an object without them is read
 * the standard way.
 */
export const BODY_BYTES = Symbol.for('inmocalc.bodyBytes');

/** The body of a Node request, at most MAX_BODY_BYTES (over that: undefined). */
function readNodeBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) over = true;
      else chunks.push(chunk);
    });
    req.on('end', () =>
      resolve(over ? undefined : chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)),
    );
    req.on('error', reject);
  });
}

/**
 * A Web `Request` for a Node request, its body read into memory (at most MAX_BODY_BYTES: over that
 * it resolves to undefined, and the caller answers 413).
 */
export async function toWebRequest(req, origin) {
  const bytes = await readNodeBody(req);
  if (!bytes) return undefined;
  // Node has already lower-cased and joined repeated headers (cookies with "; ").
  const headers = {};
  for (const key in req.headers) {
    const value = req.headers[key];
    if (value !== undefined) headers[key] = Array.isArray(value) ? value.join(', ') : value;
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && bytes.length > 0;
  const url = req.url?.startsWith('/') ? origin + req.url : new URL(req.url ?? '/', origin).href;
  const request = new Request(url, {
    method: req.method,
    headers,
    body: hasBody ? bytes : undefined,
  });
  if (hasBody) request[BODY_BYTES] = bytes;
  return request;
}

/** A function's answer as bytes: the text its JSON helper kept, or the body read from its stream. */
export async function answerBytes(response) {
  const kept = response[BODY_BYTES];
  if (typeof kept === 'string') return Buffer.from(kept);
  return Buffer.from(await response.arrayBuffer());
}

/** Response headers as Node's `writeHead` takes them, keeping every `Set-Cookie`. */
export function nodeHeaders(headers) {
  const out = {};
  for (const [key, value] of headers) if (key !== 'set-cookie') out[key] = value;
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) out['set-cookie'] = cookies;
  return out;
}
