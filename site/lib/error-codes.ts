// Machine codes an answer may carry instead of a sentence (a platform's rate limiter, a proxy, an
// upstream service), each told to the visitor in Spanish. A code not listed here is never shown:
// the answer's status speaks instead, else the caller's generic sentence.
import { OFFLINE_MESSAGE } from './offline-message';

/** The sentence of each kind of failure, for the codes below and the statuses in api.ts. */
export const FAILURE_SENTENCES = {
  offline: OFFLINE_MESSAGE,
  tooMany: 'Has hecho demasiadas peticiones seguidas. Espera un minuto e inténtalo de nuevo.',
  unavailable:
    'El servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos.',
  server: 'Ha ocurrido un error en el servidor. Inténtalo de nuevo más tarde.',
  invalid: 'Revisa los datos marcados en el formulario.',
} as const;

const {
  tooMany: TOO_MANY,
  unavailable: UNAVAILABLE,
  server: SERVER,
  invalid: INVALID,
} = FAILURE_SENTENCES;

/** Written in lower case with underscores; `codeMessage` reads any case and `-`, `.` or spaces. */
export const ERROR_CODE_MESSAGES: Readonly<Record<string, string>> = {
  rate_limited: TOO_MANY,
  rate_limit_exceeded: TOO_MANY,
  too_many_requests: TOO_MANY,
  quota_exceeded: TOO_MANY,
  service_unavailable: UNAVAILABLE,
  unavailable: UNAVAILABLE,
  bad_gateway: UNAVAILABLE,
  gateway_timeout: UNAVAILABLE,
  timeout: UNAVAILABLE,
  upstream_error: UNAVAILABLE,
  database_unavailable: UNAVAILABLE,
  internal_error: SERVER,
  internal_server_error: SERVER,
  server_error: SERVER,
  function_error: SERVER,
  invalid_data: INVALID,
  invalid_input: INVALID,
  invalid_request: INVALID,
  validation_error: INVALID,
  bad_request: INVALID,
  invalid_json: 'No se han podido enviar los datos. Recarga la página e inténtalo de nuevo.',
  payload_too_large:
    'Los datos enviados son demasiado largos. Acorta los textos e inténtalo de nuevo.',
  network_error: OFFLINE_MESSAGE,
  offline: OFFLINE_MESSAGE,
};

/**
 * An identifier rather than a sentence: ASCII letters and digits joined by `_ - . :` with no space
 * or closing stop ("rate_limited", "RATE-LIMITED", "Forbidden"), or snake case inside a text.
 */
export function looksLikeCode(text: string): boolean {
  const trimmed = text.trim();
  return (
    /^[A-Za-z0-9]+(?:[_.:-][A-Za-z0-9]+)*$/.test(trimmed) || /[A-Za-z0-9]_[A-Za-z0-9]/.test(trimmed)
  );
}

/** The Spanish sentence of a known code, else undefined (the caller's status or generic sentence). */
export function codeMessage(code: string): string | undefined {
  const key = code
    .trim()
    .toLowerCase()
    .replace(/[\s.:-]+/g, '_');
  return Object.hasOwn(ERROR_CODE_MESSAGES, key) ? ERROR_CODE_MESSAGES[key] : undefined;
}
