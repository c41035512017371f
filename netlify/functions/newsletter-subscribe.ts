// POST /api/newsletter/subscribe: validates the email and stores the subscription once.
import type { Config } from '@netlify/functions';
import { newsletterSchema } from '../../core/tools/newsletter/schema';
import { getDb } from '../../server/db/client';
import { endpoint, json } from '../../server/http';
import { SUBSCRIBE_MESSAGES, subscribe } from '../../server/newsletter';

export default endpoint({
  method: 'POST',
  schema: newsletterSchema,
  async handle({ email }) {
    const outcome = await subscribe(getDb(), email);
    return json(
      { message: SUBSCRIBE_MESSAGES[outcome], status: outcome },
      outcome === 'subscribed' ? 201 : 200,
    );
  },
});

export const config: Config = { path: '/api/newsletter/subscribe' };
