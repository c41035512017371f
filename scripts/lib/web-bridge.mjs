// Between Node's HTTP server and the Fetch API objects Netlify Functions take and return.

/** Request bodies above this are refused before a function sees them (functions allow 16 KB). */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * A Web `Request` for a Node request, its body read into memory (at most MAX_BODY_BYTES: over that
 * it resolves to undefined, and the caller answers 413).
 */
export async function toWebRequest(req, origin) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk);
  }
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && chunks.length > 0;
  return new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
}

/** Response headers as Node's `writeHead` takes them, keeping every `Set-Cookie`. */
export function nodeHeaders(headers) {
  const out = {};
  for (const [key, value] of headers) if (key !== 'set-cookie') out[key] = value;
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) out['set-cookie'] = cookies;
  return out;
}
