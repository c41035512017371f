// POST /api/newsletter/subscribe: double opt-in. Stores a pending sign-up with its consent, answers
// 202 {status:'pending'} and then e-mails the signed confirmation link (at most once an hour per
// mailbox), so every answer is the same and takes the same time.
import type { Config } from '@netlify/functions';
import { NEWSLETTER_CONSENT } from '../../core/tools/newsletter/fields';
import { newsletterSchema } from '../../core/tools/newsletter/schema';
import { getDb } from '../../server/db/client';
import { endpoint, json } from '../../server/http';
import { mailSiteUrl } from '../../server/mail-links';
import { sendAfterAnswer } from '../../server/mail-queue';
import {
  consentFor,
  normaliseEmail,
  releaseConfirmation,
  requestSubscription,
} from '../../server/newsletter';
import { confirmationMail } from '../../server/newsletter-mail';
import {
  clientIp,
  createRateLimiter,
  limitFromEnv,
  tooManyRequests,
} from '../../server/rate-limit';

export const SUBSCRIBE_TEXT = {
  pending:
    'Si la dirección es correcta, te llegará un correo para confirmar la suscripción. Abre el enlace que contiene en las próximas 48 horas; si no lo ves, mira en la carpeta de spam.',
  rateLimited: (seconds: number) =>
    `Has enviado demasiadas suscripciones seguidas. Espera ${seconds} s y vuelve a intentarlo.`,
} as const;

/** Per client: NEWSLETTER_RATE_LIMIT a minute (default 5), as Netlify's rule below. */
export const clientLimiter = createRateLimiter(limitFromEnv('NEWSLETTER_RATE_LIMIT', 5), 60_000);
/** Per address: NEWSLETTER_ADDRESS_RATE_LIMIT an hour (default 3), whoever sends them. Past it the
 * answer is the usual one and nothing is done: others' requests must not lock the owner out. */
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

/** The same answer whether the address is new, pending, confirmed or over its limit. */
const accepted = () => json({ status: 'pending', message: SUBSCRIBE_TEXT.pending }, 202);

export default endpoint({
  method: 'POST',
  schema: newsletterSchema,
  async handle({ email }, req, context) {
    const address = normaliseEmail(email);
    const client = clientLimiter.check(clientIp(req, context));
    if (!client.allowed) {
      return tooManyRequests(client, SUBSCRIBE_TEXT.rateLimited(client.retryAfterSeconds));
    }
    if (!addressLimiter.check(address).allowed) return accepted();
    const db = getDb();
    const send = await requestSubscription(
      db,
      address,
      consentFor(NEWSLETTER_CONSENT, consentPage(req)),
    );
    if (send) {
      // A failed e-mail gives the hour back, so asking again sends it.
      sendAfterAnswer(
        context,
        confirmationMail(send, mailSiteUrl(req)),
        () => releaseConfirmation(db, send.email),
        'newsletter-subscribe',
      );
    }
    return accepted();
  },
});

export const config: Config = {
  path: '/api/newsletter/subscribe',
  // Production: Netlify's own limiter per IP and domain, the same 5 a minute as the in-memory one.
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
