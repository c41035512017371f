// GET /api/excel-template/rentabilidad (spec section 7): its feature is built in a later issue; until then an honest 501.
import type { Config } from '@netlify/functions';
import { endpoint, notImplemented } from '../../server/http';

export default endpoint({ method: 'GET', handle: async () => notImplemented() });

export const config: Config = { path: '/api/excel-template/rentabilidad' };
