// POST /api/contact-inmobiliaria: validates, stores the lead first, then e-mails the team if set up.
import type { Config } from '@netlify/functions';
import { contactSchema, isBot } from '../../core/tools/contact/schema';
import { notifyTeam, storeContact } from '../../server/contact';
import { getDb } from '../../server/db/client';
import { endpoint, json } from '../../server/http';

export const CONTACT_RECEIVED = 'Hemos recibido tu mensaje. Te contactaremos en menos de 24 horas.';

export default endpoint({
  method: 'POST',
  schema: contactSchema,
  async handle(values) {
    // Bots get the same answer as people, so they learn nothing; nothing is stored or sent.
    if (isBot(values)) return json({ message: CONTACT_RECEIVED }, 201);
    const db = getDb();
    const stored = await storeContact(db, values);
    if (stored.duplicate) return json({ message: CONTACT_RECEIVED }, 200);
    await notifyTeam(db, stored.id, values);
    return json({ message: CONTACT_RECEIVED }, 201);
  },
});

export const config: Config = { path: '/api/contact-inmobiliaria' };
