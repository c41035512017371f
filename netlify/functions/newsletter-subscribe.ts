// POST /api/newsletter/subscribe: double opt-in. Stores a pending sign-up with its consent, e-mails
// the signed confirmation link (at most once an hour per address) and answers 202 {status:'pending'}.
import type { Config } from '@netlify/functions';
import { NEWSLETTER_CONSENT } from '../../core/tools/newsletter/fields';
import { newsletterSchema } from '../../core/tools/newsletter/schema';
import { getDb } from '../../server/db/client';
import { endpoint, json, jsonError } from '../../server/http';
import { sendMail } from '../../server/mail';
import { mailSiteUrl } from '../../server/mail-links';
import { normaliseEmail, releaseConfirmation, requestSubscription } from '../../server/newsletter';
import { confirmationMail } from '../../server/newsletter-mail';
import {
  checkLimits,
  clientIp,
  createRateLimiter,
  limitFromEnv,
  tooManyRequests,
} from '../../server/rate-limit';

export const SUBSCRIBE_TEXT = {
  pending:
    'Te hemos enviado un correo para confirmar la suscripción. Abre el enlace que contiene en las próximas 48 horas; si no lo ves, mira en la carpeta de spam.',
  mailFailed:
    'No hemos podido enviarte el correo de confirmación. Inténtalo de nuevo en unos minutos.',
  rateLimited: (seconds: number) =>
    `Has enviado demasiadas suscripciones seguidas. Espera ${seconds} s y vuelve a intentarlo.`,
} as const;

/** Per client: NEWSLETTER_RATE_LIMIT a minute (default 5), as Netlify's rule below. */
export const clientLimiter = createRateLimiter(limitFromEnv('NEWSLETTER_RATE_LIMIT', 5), 60_000);
/** Per address: NEWSLETTER_ADDRESS_RATE_LIMIT an hour (default 3), whoever sends them; the
 * confirmation e-mail itself goes at most once an hour (server/newsletter.ts). */
export const addressLimiter = createRateLimiter(
  limitFromEnv('NEWSLETTER_ADDRESS_RATE_LIMIT', 3),
  3_600_000,
);

/** The page the visitor signed up on: the path of a same-site Referer, else '/'. */
function consentPage(req: Request): string {
  try {
    const referer = new URL(req.headers.get('referer') ?? '');
    if (referer.host === new URL(req.url).host) return referer.pathname.slice(0, 255);
  } catch {
    // No Referer or not a URL: the page is unknown.
  }
  return '/';
}

export default endpoint({
  method: 'POST',
  schema: newsletterSchema,
  async handle({ email }, req, context) {
    const address = normaliseEmail(email);
    const decision = checkLimits([
      [clientLimiter, clientIp(req, context)],
      [addressLimiter, address],
    ]);
    if (!decision.allowed) {
      return tooManyRequests(decision, SUBSCRIBE_TEXT.rateLimited(decision.retryAfterSeconds));
    }
    const db = getDb();
    const request = await requestSubscription(db, address, {
      version: NEWSLETTER_CONSENT.version,
      page: consentPage(req),
    });
    if (request.sendConfirmation && request.expiresAt) {
      try {
        await sendMail(confirmationMail(address, request.expiresAt, mailSiteUrl(req)));
      } catch (error) {
        console.error('[newsletter-subscribe] confirmation e-mail not sent', error);
        await releaseConfirmation(db, address);
        return jsonError(503, SUBSCRIBE_TEXT.mailFailed, {}, { 'Retry-After': '60' });
      }
    }
    // The same answer whether the address is new, pending or already confirmed: nothing revealed.
    return json({ status: 'pending', message: SUBSCRIBE_TEXT.pending }, 202);
  },
});

export const config: Config = {
  path: '/api/newsletter/subscribe',
  // Production: Netlify's own limiter per IP and domain, the same 5 a minute as the in-memory one.
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
