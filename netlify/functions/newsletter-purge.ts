// Scheduled every hour on Netlify: deletes sign-ups left unconfirmed past 48 hours (with their
// request events) and the spent hourly mail claims, as the privacy policy promises.
import type { Config } from '@netlify/functions';
import { getDb } from '../../server/db/client';
import { logServerError } from '../../server/db/errors';
import { purgeExpiredPending } from '../../server/newsletter';

export default async function handler(): Promise<Response> {
  try {
    const deleted = await purgeExpiredPending(getDb());
    console.log(`[newsletter-purge] ${deleted} unconfirmed sign-ups deleted`);
    return new Response(null, { status: 204 });
  } catch (error) {
    logServerError('newsletter-purge', error);
    return new Response(null, { status: 500 });
  }
}

export const config: Config = { schedule: '@hourly' };
