// Between Node's HTTP server and the Fetch API objects Netlify Functions take and return.

/** Refused before a function sees them. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** The kept text of a JSON answer (server/http.ts names the same symbol), sent without the stream. */
export const BODY_BYTES = Symbol.for('inmocalc.bodyBytes');

const utf8 = new TextDecoder();

/** Answers text/json/bytes from the bytes already read; a standard Request only for the rest. */
class BufferedRequest extends Request {
  #bytes;
  #used = false;
  /** @type {Request | undefined} */
  #standard;

  constructor(url, init, bytes) {
    super(url, init);
    this.#bytes = bytes;
  }

  #full() {
    this.#standard ??= new Request(this.url, {
      method: this.method,
      headers: this.headers,
      body: this.#used ? undefined : this.#bytes,
    });
    return this.#standard;
  }

  #take() {
    if (this.#standard) return this.#standard.bytes();
    if (this.#used)
      return Promise.reject(new TypeError('Body is unusable: Body has already been read'));
    this.#used = true;
    return Promise.resolve(new Uint8Array(this.#bytes));
  }

  get body() {
    return this.#full().body;
  }
  get bodyUsed() {
    return this.#standard ? this.#standard.bodyUsed : this.#used;
  }
  bytes() {
    return this.#take();
  }
  arrayBuffer() {
    return this.#take().then((bytes) => bytes.buffer);
  }
  text() {
    return this.#take().then((bytes) => utf8.decode(bytes));
  }
  json() {
    return this.text().then(JSON.parse);
  }
  blob() {
    return this.#full().blob();
  }
  formData() {
    return this.#full().formData();
  }
  clone() {
    return this.#full().clone();
  }
}

/** At most MAX_BODY_BYTES (over that: undefined). */
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

/** Its body in memory; undefined over MAX_BODY_BYTES (the caller answers 413). */
export async function toWebRequest(req, origin) {
  const bytes = await readNodeBody(req);
  if (!bytes) return undefined;
  // Node has already lower-cased and joined repeated headers.
  const headers = {};
  for (const key in req.headers) {
    const value = req.headers[key];
    if (value !== undefined) headers[key] = Array.isArray(value) ? value.join(', ') : value;
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && bytes.length > 0;
  const url = req.url?.startsWith('/') ? origin + req.url : new URL(req.url ?? '/', origin).href;
  const init = { method: req.method, headers };
  return hasBody ? new BufferedRequest(url, init, bytes) : new Request(url, init);
}

export async function answerBytes(response) {
  const kept = response[BODY_BYTES];
  if (typeof kept === 'string') return Buffer.from(kept);
  return Buffer.from(await response.arrayBuffer());
}

/** Keeping every `Set-Cookie`. */
export function nodeHeaders(headers) {
  const out = {};
  for (const [key, value] of headers) if (key !== 'set-cookie') out[key] = value;
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) out['set-cookie'] = cookies;
  return out;
}
