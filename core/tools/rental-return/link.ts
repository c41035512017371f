// The document in a link's fragment, never sent to the server: `#doc=` and the JSON's UTF-8 bytes in
// base64url without padding.
import { parseReturnDocument, type ParseResult, type ReturnDocumentInput } from './document';

const PREFIX = '#doc=';

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The fragment, `#doc=` included: append it to `/declaracion-alquiler`. */
export function encodeReturnLink(doc: ReturnDocumentInput): string {
  return PREFIX + toBase64Url(new TextEncoder().encode(JSON.stringify(doc)));
}

const unreadable = (message: string): ParseResult => ({
  ok: false,
  errors: [{ path: '', message }],
});

/** Reads `#doc=…`, `doc=…` or the bare payload; a damaged link gets one Spanish message. */
export function decodeReturnLink(fragment: string): ParseResult {
  const payload = fragment.replace(/^#/, '').replace(/^doc=/, '').trim();
  if (!/^[A-Za-z0-9_-]+$/.test(payload))
    return unreadable(
      'El enlace no contiene una declaración: cópialo entero, con lo que va tras «#doc=».',
    );
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(fromBase64Url(payload)));
  } catch {
    return unreadable('El enlace está incompleto o dañado: no se puede leer la declaración.');
  }
  return parseReturnDocument(json);
}
