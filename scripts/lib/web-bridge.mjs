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

/**
 * The body, read before the request takes a function slot: `{ bytes }`, or `{ refused: 413 }` past
 * `maxBytes` (a declared length over it is refused unread), `{ refused: 408 }` when it has not all
 * come within `timeoutMs`, `{ closed: true }` when the client went away. Reading stops at once.
 */
export function readBody(req, { maxBytes = MAX_BODY_BYTES, timeoutMs = Infinity } = {}) {
  if (Number(req.headers['content-length'] ?? 0) > maxBytes) {
    return Promise.resolve({ refused: 413 });
  }
  return new Promise((resolve) => {
    const chunks = [];
    let size = 0;
    const timer = Number.isFinite(timeoutMs)
      ? setTimeout(() => finish({ refused: 408 }), timeoutMs)
      : undefined;
    function finish(result) {
      clearTimeout(timer);
      req.off('data', onData).off('end', onEnd).off('error', onClose).off('close', onClose);
      // Nothing more is read from a refused body: the socket stays paused until it is closed.
      if (!('bytes' in result)) {
        req.pause();
        req.socket?.pause();
      }
      resolve(result);
    }
    function onData(chunk) {
      size += chunk.length;
      if (size > maxBytes) finish({ refused: 413 });
      else chunks.push(chunk);
    }
    function onEnd() {
      finish({ bytes: chunks.length === 1 ? chunks[0] : Buffer.concat(chunks) });
    }
    function onClose() {
      if (!req.complete) finish({ closed: true });
    }
    req.on('data', onData).on('end', onEnd).on('error', onClose).on('close', onClose);
  });
}

/**
 * Its body in memory: `bytes` already read (readBody), else read here; undefined over
 * MAX_BODY_BYTES (the caller answers 413). `origin` prefixes the path: the client's Host and an
 * absolute request target never choose it.
 */
export async function toWebRequest(req, origin, bytes) {
  if (bytes === undefined) {
    const read = await readBody(req);
    if (!('bytes' in read)) return undefined;
    bytes = read.bytes;
  }
  // Node has already lower-cased and joined repeated headers.
  const headers = {};
  for (const key in req.headers) {
    const value = req.headers[key];
    if (value !== undefined) headers[key] = Array.isArray(value) ? value.join(', ') : value;
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && bytes.length > 0;
  const url = origin + requestPath(req.url);
  const init = { method: req.method, headers };
  return hasBody ? new BufferedRequest(url, init, bytes) : new Request(url, init);
}

/** The path and query of a request target ('/a?b', 'http://host/a?b' or '*'), always from '/'. */
export function requestPath(target = '/') {
  if (target.startsWith('/')) return target;
  try {
    const url = new URL(target);
    return url.pathname + url.search;
  } catch {
    return '/';
  }
}

/** json()'s headers untouched (server/http.ts names the same symbol), written without a Headers. */
export const PLAIN_HEADERS = Symbol.for('inmocalc.plainHeaders');

/**
 * The kept text of a JSON answer as it is (Node writes a string and the head in one write), else
 * the body's bytes.
 */
export async function answerBody(response) {
  const kept = response[BODY_BYTES];
  if (typeof kept === 'string') return kept;
  return Buffer.from(await response.arrayBuffer());
}

/** A fresh object of the answer's headers, lower case, every Set-Cookie kept. */
export function answerHeaders(response) {
  const plain = response[PLAIN_HEADERS]?.();
  return plain ? { ...plain } : nodeHeaders(response.headers);
}

/** Keeping every `Set-Cookie`. */
export function nodeHeaders(headers) {
  const out = {};
  for (const [key, value] of headers) if (key !== 'set-cookie') out[key] = value;
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) out['set-cookie'] = cookies;
  return out;
}
