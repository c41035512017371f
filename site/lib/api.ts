// The browser's request helper (spec section 7) and what a visitor reads when a request fails:
// always a Spanish sentence, never JSON, HTML, a status code or English (ARCHITECTURE.md, difference 4).
import { codeMessage, FAILURE_SENTENCES, looksLikeCode } from './error-codes';

export const API_MESSAGES = FAILURE_SENTENCES;

/** What our functions answer on failure: `{ error, fields? }` (server/http.ts); others send a code. */
interface ErrorBody {
  error?: unknown;
  code?: unknown;
  fields?: Record<string, unknown>;
}

// Its message is "<status>: <body or status text>" (spec section 8), for logs; `serverMessage` and
// `fields` are what the server said for people. Errors by their prototype, not `extends Error`:
// the browser build's class transform wraps a native parent with a helper every form page loaded.
export class ApiError {
  readonly name = 'ApiError';
  readonly message: string;
  readonly serverMessage: string | undefined;
  readonly fields: Readonly<Record<string, string>>;

  constructor(
    readonly status: number,
    readonly body: string,
    statusText = '',
  ) {
    this.message = `${status}: ${body || statusText}`;
    const parsed = parseErrorBody(body);
    this.serverMessage = parsed.error;
    this.fields = parsed.fields ?? {};
  }
}
Object.setPrototypeOf(ApiError.prototype, Error.prototype);

/** The request never got an answer: no connection, or the server is not there. */
export class NetworkError {
  readonly name = 'NetworkError';
  readonly message: string = API_MESSAGES.offline;

  constructor(readonly cause: unknown) {}
}
Object.setPrototypeOf(NetworkError.prototype, Error.prototype);

/** A sentence people can read: no markup, no JSON, no machine code, not too long. */
function isSentence(text: string): boolean {
  return text.length > 0 && text.length <= 300 && !/[<>{}]/.test(text) && !looksLikeCode(text);
}

/** A sentence as it is; a code as its Spanish sentence, or nothing when the code is unknown. */
function readable(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (isSentence(value)) return value;
  return looksLikeCode(value) ? codeMessage(value) : undefined;
}

/** `{ error: "…" }`, `{ error: "rate_limited" }`, `{ code: "…" }` or `{ error: { code, message } }`. */
function errorText(json: ErrorBody): string | undefined {
  const nested =
    typeof json.error === 'object' && json.error !== null
      ? (json.error as { code?: unknown; message?: unknown })
      : {};
  return (
    readable(json.error) ?? readable(nested.message) ?? readable(nested.code) ?? readable(json.code)
  );
}

function parseErrorBody(body: string): { error?: string; fields?: Record<string, string> } {
  const text = body.trim();
  if (text.startsWith('{')) {
    try {
      const json = JSON.parse(text) as ErrorBody;
      const fields = Object.fromEntries(
        Object.entries(json.fields ?? {}).flatMap(([key, value]) => {
          const sentence = readable(value);
          return sentence ? [[key, sentence]] : [];
        }),
      );
      return { error: errorText(json), fields };
    } catch {
      return {};
    }
  }
  // Plain text (a proxy's or a platform's page) is not ours to show: the status speaks instead.
  return {};
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  throw new ApiError(res.status, await res.text(), res.statusText);
}

export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  let res: Response;
  // The browser knows it has no network: no request, the offline sentence at once.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    throw new NetworkError(new TypeError('navigator.onLine is false'));
  }
  try {
    res = await fetch(url, {
      method,
      headers: data !== undefined ? { 'Content-Type': 'application/json' } : {},
      body: data !== undefined ? JSON.stringify(data) : undefined,
      credentials: 'include',
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  await throwIfResNotOk(res);
  return res;
}

/** The Spanish sentence for a status whose body said nothing readable. */
function statusMessage(status: number): string | undefined {
  if (status === 429) return API_MESSAGES.tooMany;
  if (status === 502 || status === 503 || status === 504) return API_MESSAGES.unavailable;
  if (status === 400 || status === 422) return API_MESSAGES.invalid;
  if (status >= 500) return API_MESSAGES.server;
  return undefined;
}

/** The server's Spanish sentence, else one for the status, the network failure one, or `fallback`. */
export function visitorMessage(error: unknown, fallback: string): string {
  if (error instanceof NetworkError) return error.message;
  if (error instanceof ApiError) {
    return error.serverMessage ?? statusMessage(error.status) ?? fallback;
  }
  return fallback;
}

export function fieldMessages(error: unknown): Readonly<Record<string, string>> {
  return error instanceof ApiError ? error.fields : {};
}
