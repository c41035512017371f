// POST /api/contact-inmobiliaria: validates, rate-limits per client and per address, stores the lead
// first, then e-mails the team through the mail module.
import type { Config } from '@netlify/functions';
import { contactSchema, isBot } from '../../core/tools/contact/schema';
import { notifyTeam, storeContact } from '../../server/contact';
import { getDb } from '../../server/db/client';
import { endpoint, json } from '../../server/http';
import {
  checkLimits,
  clientIp,
  createRateLimiter,
  limitFromEnv,
  tooManyRequests,
} from '../../server/rate-limit';

export const CONTACT_RECEIVED = 'Hemos recibido tu mensaje. Te contactaremos en menos de 24 horas.';
export const CONTACT_RATE_LIMITED = (seconds: number) =>
  `Has enviado demasiados mensajes seguidos. Espera ${seconds} s y vuelve a intentarlo.`;

/** Per client: CONTACT_RATE_LIMIT a minute (default 5), as Netlify's rule below. */
export const clientLimiter = createRateLimiter(limitFromEnv('CONTACT_RATE_LIMIT', 5), 60_000);
/** Per address: CONTACT_ADDRESS_RATE_LIMIT messages an hour (default 5), whoever sends them. */
export const addressLimiter = createRateLimiter(
  limitFromEnv('CONTACT_ADDRESS_RATE_LIMIT', 5),
  3_600_000,
);

export default endpoint({
  method: 'POST',
  schema: contactSchema,
  async handle(values, req, context) {
    const decision = checkLimits([
      [clientLimiter, clientIp(req, context)],
      [addressLimiter, values.email.trim().toLowerCase()],
    ]);
    if (!decision.allowed) {
      return tooManyRequests(decision, CONTACT_RATE_LIMITED(decision.retryAfterSeconds));
    }
    // Bots get the same answer as people, so they learn nothing; nothing is stored or sent.
    if (isBot(values)) return json({ message: CONTACT_RECEIVED }, 201);
    const db = getDb();
    const stored = await storeContact(db, values);
    if (stored.duplicate) return json({ message: CONTACT_RECEIVED }, 200);
    await notifyTeam(db, stored.id, values);
    return json({ message: CONTACT_RECEIVED }, 201);
  },
});

export const config: Config = {
  path: '/api/contact-inmobiliaria',
  // Production: Netlify's own limiter per IP and domain, the same 5 a minute as the in-memory one.
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
