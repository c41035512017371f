// Between Node's HTTP server and the Fetch API objects Netlify Functions take and return.

/** Request bodies above this are refused before a function sees them (functions allow 16 KB). */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The text of a JSON answer, shared between this bridge and the functions' wrapper (server/http.ts,
 * which names the same symbol): reading it again through the Response's stream cost about 40 µs a
 * call (issue 27's profile); an answer without it is read the standard way.
 */
export const BODY_BYTES = Symbol.for('inmocalc.bodyBytes');

const utf8 = new TextDecoder();

/**
 * A Request whose body is the bytes the bridge has already read: `text()`, `json()`,
 * `arrayBuffer()` and `bytes()` answer from them, and a standard Request with that body is made only
 * for what else may be asked (the stream, a blob, form data, a clone). Building a Request with a
 * body cost about 40 µs of the 50 a Request took (issue 27: about a third of an API call through
 * `npm start`); this one costs what a Request without a body does.
 */
class BufferedRequest extends Request {
  #bytes;
  #used = false;
  /** @type {Request | undefined} */
  #standard;

  constructor(url, init, bytes) {
    super(url, init);
    this.#bytes = bytes;
  }

  /** The standard Request with the body, made once, for every other way of reading it. */
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
  const init = { method: req.method, headers };
  return hasBody ? new BufferedRequest(url, init, bytes) : new Request(url, init);
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
