// What `npm start` refuses before any function or file is looked at: a method it does not serve, a
// malformed Host, a body too large or too slow. Each refusal is a Spanish JSON answer with the
// security headers, and none logs a stack.

export const GUARD_MESSAGES = {
  methodNotAllowed: 'Método no permitido.',
  badHost: 'La petición no es válida: la cabecera Host está mal formada.',
  payloadTooLarge: 'La petición es demasiado grande (máximo 1 MB).',
  requestTimeout: 'La petición ha tardado demasiado en llegar. Vuelve a intentarlo.',
};

/** TRACE, CONNECT and the rest have no use here. */
export const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'];

// A name or an IPv4/IPv6 literal, with an optional port: nothing else is a Host (RFC 9110, 7.2).
const HOST = /^(?:\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]{0,252}[a-z0-9])?)(?::\d{1,5})?$/i;

/** The Host header is absent (HTTP/1.0) or well formed. */
export function isValidHost(host) {
  return host === undefined || HOST.test(host);
}

/** The first refusal a request's line and headers earn, before its body is read. */
export function refusalOf(req) {
  if (!SERVED_METHODS.includes(req.method ?? '')) {
    return {
      status: 405,
      message: GUARD_MESSAGES.methodNotAllowed,
      headers: { allow: SERVED_METHODS.join(', ') },
    };
  }
  if (!isValidHost(req.headers.host)) return { status: 400, message: GUARD_MESSAGES.badHost };
  return undefined;
}

const BODY_MESSAGES = { 408: GUARD_MESSAGES.requestTimeout, 413: GUARD_MESSAGES.payloadTooLarge };

/** A refused body's answer (readBody's `refused`). */
export function bodyRefusal(status) {
  return { status, message: BODY_MESSAGES[status] };
}

/**
 * Answers the refusal and closes the connection: whatever the client still sends is not read (the
 * request is paused, and the socket goes once the answer is out).
 */
export function sendRefusal(req, res, { status, message, headers = {} }, securityHeaders) {
  const body = JSON.stringify({ error: message });
  res.writeHead(status, {
    ...securityHeaders,
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(body),
    connection: 'close',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  req.pause();
}
