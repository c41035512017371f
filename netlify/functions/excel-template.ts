// GET /api/excel-template/rentabilidad: answers { downloadUrl } for the template (pre-filled by query).
import { EXCEL_TEMPLATE_FILE_API } from '../../core/api';
import type { Config } from '@netlify/functions';
import { writeShareQuery } from '../../core/share';
import { templateInputFromQuery } from '../../core/tools/excel-template/query';
import { endpoint, HTTP_MESSAGES, json, jsonError } from '../../server/http';

export default endpoint({
  method: 'GET',
  async handle(req) {
    const query = new URL(req.url).searchParams;
    const parsed = templateInputFromQuery(Object.fromEntries(query));
    if (parsed.errors) return jsonError(400, HTTP_MESSAGES.invalidData, { fields: parsed.errors });
    // The file is served by excel-template-file.ts; the link carries the (validated) inputs.
    return json({ downloadUrl: `${EXCEL_TEMPLATE_FILE_API}?${writeShareQuery(parsed.input)}` });
  },
});

export const config: Config = { path: '/api/excel-template/rentabilidad' };
