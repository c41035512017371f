// The browser's request helper (spec section 7) and what a visitor reads when a request fails:
// always a Spanish sentence, never JSON, HTML, a status code or English (ARCHITECTURE.md, difference 4).
import { OFFLINE_MESSAGE } from './offline-message';

export const API_MESSAGES = {
  offline: OFFLINE_MESSAGE,
  tooMany: 'Has hecho demasiadas peticiones seguidas. Espera un minuto e inténtalo de nuevo.',
  unavailable:
    'El servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos.',
  server: 'Ha ocurrido un error en el servidor. Inténtalo de nuevo más tarde.',
  invalid: 'Revisa los datos marcados en el formulario.',
} as const;

/** What our functions answer on failure: `{ error, fields? }` (server/http.ts). */
interface ErrorBody {
  error?: string;
  fields?: Record<string, string>;
}

// Its message is "<status>: <body or status text>" (spec section 8), for logs; `serverMessage` and
// `fields` are what the server said for people.
export class ApiError extends Error {
  readonly serverMessage: string | undefined;
  readonly fields: Readonly<Record<string, string>>;

  constructor(
    readonly status: number,
    readonly body: string,
    statusText = '',
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    const parsed = parseErrorBody(body);
    this.serverMessage = parsed.error;
    this.fields = parsed.fields ?? {};
  }
}

/** The request never got an answer: no connection, or the server is not there. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super(API_MESSAGES.offline, { cause });
    this.name = 'NetworkError';
  }
}

/** A sentence people can read: no markup, no JSON, not too long. */
function isSentence(text: string): boolean {
  return text.length > 0 && text.length <= 300 && !/[<>{}]/.test(text);
}

function parseErrorBody(body: string): ErrorBody {
  const text = body.trim();
  if (text.startsWith('{')) {
    try {
      const json = JSON.parse(text) as ErrorBody;
      const fields = Object.fromEntries(
        Object.entries(json.fields ?? {}).filter(
          (entry): entry is [string, string] =>
            typeof entry[1] === 'string' && isSentence(entry[1]),
        ),
      );
      return {
        error: typeof json.error === 'string' && isSentence(json.error) ? json.error : undefined,
        fields,
      };
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
