// Sanity webhook -> Netlify build hook: signature checked, only published changes the site reads.
import { createHash } from 'node:crypto';
import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { SITE_CONTENT_TYPES } from '../content/content-types';
import { jsonError, json } from './http';

/** Sanity's payloads are projections of one document; far below this. */
const MAX_BODY_BYTES = 64 * 1024;
/** A signature's time may differ from ours by this much, either way (clock skew). */
export const MAX_SIGNATURE_AGE_MS = 5 * 60_000;
/** Deliveries accepted in this time are remembered, so a replay within it is refused. */
export const SEEN_FOR_MS = 10 * 60_000;

/** Deliveries remembered at most: past it the oldest is forgotten first (far more than Sanity sends). */
export const MAX_SEEN = 1000;

/** Digest of each accepted delivery -> when it came (this instance's memory). */
const seen = new Map<string, number>();

/** For tests: forget every delivery seen. */
export function forgetDeliveries(): void {
  seen.clear();
}

/** For tests: how many deliveries are remembered. */
export function deliveriesRemembered(): number {
  return seen.size;
}

function forgetOld(now: number): void {
  for (const [digest, at] of seen) {
    if (now - at < SEEN_FOR_MS) break;
    seen.delete(digest);
  }
}

export interface RebuildEnv {
  SANITY_WEBHOOK_SECRET?: string;
  NETLIFY_BUILD_HOOK_URL?: string;
}

/** Why a change needs no build, or undefined when it does. */
export function skipReason(payload: unknown): string | undefined {
  const doc = (typeof payload === 'object' && payload !== null ? payload : {}) as {
    _id?: unknown;
    _type?: unknown;
  };
  if (typeof doc._id !== 'string' || typeof doc._type !== 'string')
    return 'El aviso no trae _id y _type: configura la proyección del webhook como {_id, _type}.';
  // Drafts and release versions are not published: the site only shows published content.
  if (doc._id.startsWith('drafts.') || doc._id.startsWith('versions.'))
    return 'Borrador: el sitio solo muestra contenido publicado.';
  if (!SITE_CONTENT_TYPES.includes(doc._type))
    return `El sitio no usa documentos de tipo ${doc._type}.`;
  return undefined;
}

/**
 * Starts one Netlify build through its build hook (a POST with an empty JSON body). Shared by the
 * webhook and the scheduled market-figures function, which writes to Sanity itself.
 */
export async function triggerBuild(
  hook: string,
  fetchImpl: typeof fetch = fetch,
): Promise<{ ok: boolean; status?: number }> {
  const answer = await fetchImpl(hook, { method: 'POST', body: '{}' }).catch(() => undefined);
  return { ok: answer?.ok === true, status: answer?.status };
}

/**
 * Handles one webhook request. 401 without a valid signature or with one older than 5 minutes, 409
 * for a delivery already accepted (nothing triggered either way), 503 when the function is not
 * configured, 200 when the change needs no build, 202 once the build hook answered.
 */
export async function handleSanityWebhook(
  req: Request,
  env: RebuildEnv,
  fetchImpl: typeof fetch = fetch,
  now = Date.now(),
): Promise<Response> {
  if (req.method !== 'POST') return jsonError(405, 'Método no permitido.', {}, { Allow: 'POST' });
  const secret = env.SANITY_WEBHOOK_SECRET?.trim();
  const hook = env.NETLIFY_BUILD_HOOK_URL?.trim();
  if (!secret || !hook) {
    console.error('[sanity-rebuild] SANITY_WEBHOOK_SECRET or NETLIFY_BUILD_HOOK_URL is not set');
    return jsonError(503, 'La reconstrucción automática no está configurada.');
  }
  const body = await req.text();
  if (body.length > MAX_BODY_BYTES) return jsonError(413, 'El aviso es demasiado grande.');
  const signature = req.headers.get(SIGNATURE_HEADER_NAME) ?? '';
  // The signature covers the exact bytes Sanity sent: checked before the body is trusted.
  const valid =
    signature !== '' && (await isValidSignature(body, signature, secret).catch(() => false));
  if (!valid) return jsonError(401, 'Firma del webhook ausente o no válida.');
  const { timestamp } = decodeSignatureHeader(signature);
  if (Math.abs(now - timestamp) > MAX_SIGNATURE_AGE_MS)
    return jsonError(401, 'La firma del webhook ha caducado (más de 5 minutos).');
  // The signed bytes (time and body): a publication that sends the same body again is signed anew.
  const digest = createHash('sha256').update(`${timestamp}.${body}`).digest('hex');
  forgetOld(now);
  if (seen.has(digest)) return jsonError(409, 'Este aviso ya se había recibido.');
  seen.set(digest, now);
  if (seen.size > MAX_SEEN) seen.delete(seen.keys().next().value as string);
  let payload: unknown;
  try {
    payload = JSON.parse(body);
  } catch {
    return jsonError(400, 'El aviso no es JSON.');
  }
  const reason = skipReason(payload);
  if (reason) return json({ triggered: false, reason });
  const answer = await triggerBuild(hook, fetchImpl);
  if (!answer.ok) {
    // Sanity retries a failed delivery: the retry must not count as a replay.
    seen.delete(digest);
    console.error(`[sanity-rebuild] the build hook answered ${answer.status ?? 'nothing'}`);
    return jsonError(502, 'Netlify no ha aceptado la reconstrucción.');
  }
  return json({ triggered: true }, 202);
}
