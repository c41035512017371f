// POST /api/sanity-rebuild: Sanity's webhook; a published change the site reads starts a Netlify build.
import type { Config } from '@netlify/functions';
import { handleSanityWebhook } from '../../server/sanity-rebuild';

export default (req: Request): Promise<Response> => handleSanityWebhook(req, process.env);

export const config: Config = { path: '/api/sanity-rebuild' };
