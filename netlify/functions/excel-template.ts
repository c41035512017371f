// POST /api/excel-template/rentabilidad {monthlyRent: '950', …}: the rental-yield template .xlsx,
// pre-filled with the calculator's figures (an empty body gives the blank template). The figures
// come in the body, never in the URL; nothing is kept.
import type { Config } from '@netlify/functions';
import { shareBodySchema, templateInputFromQuery } from '../../core/tools/excel-template/query';
import { EXCEL_TEMPLATE_FILENAME } from '../../core/tools/excel-template/body';
import { rentalYieldWorkbook } from '../../server/excel/rental-yield-workbook';
import { xlsxResponse } from '../../server/excel/xlsx-response';
import { endpoint, HTTP_MESSAGES, jsonError } from '../../server/http';

export default endpoint({
  method: 'POST',
  schema: shareBodySchema,
  async handle(body) {
    const parsed = templateInputFromQuery(body);
    if (parsed.errors) return jsonError(400, HTTP_MESSAGES.invalidData, { fields: parsed.errors });
    return xlsxResponse(await rentalYieldWorkbook(parsed.input), EXCEL_TEMPLATE_FILENAME);
  },
});

export const config: Config = { path: '/api/excel-template/rentabilidad' };
