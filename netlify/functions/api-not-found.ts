// Any /api path without an endpoint: a JSON 404, like every other API answer.
import type { Config } from '@netlify/functions';
import { jsonError } from '../../server/http';

export default async (): Promise<Response> =>
  jsonError(404, 'No existe ningún servicio en esta dirección.');

export const config: Config = { path: '/api/*' };
