// POST /api/sanity-rebuild: Sanity's webhook; a published change the site reads starts a Netlify build.
import { SANITY_REBUILD_API } from '../../core/api';
import type { Config } from '@netlify/functions';
import { handleSanityWebhook } from '../../server/sanity-rebuild';

export default (req: Request): Promise<Response> => handleSanityWebhook(req, process.env);

export const config: Config = { path: SANITY_REBUILD_API };
