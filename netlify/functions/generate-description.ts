// POST /api/generate-description (spec section 7): its feature is built in a later issue; until then an honest 501.
import type { Config } from '@netlify/functions';
import * as z from 'zod/mini';
import { endpoint, notImplemented } from '../../server/http';

export default endpoint({
  method: 'POST',
  schema: z.unknown(),
  handle: async () => notImplemented(),
});

export const config: Config = { path: '/api/generate-description' };
