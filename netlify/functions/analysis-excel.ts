// POST /api/analysis-excel {price: '150000', …}: the investment analysis as an .xlsx with live
// formulas, as an attachment. The figures come in the body, never in the URL; nothing is kept.
import type { Config } from '@netlify/functions';
import { ANALYSIS_EXCEL_FILENAME } from '../../core/tools/excel-template/analysis';
import { shareBodySchema } from '../../core/tools/excel-template/query';
import { analysisInputFromQuery } from '../../core/tools/investment-analysis/share-query';
import { analysisWorkbook } from '../../server/excel/analysis-workbook';
import { xlsxResponse } from '../../server/excel/xlsx-response';
import { endpoint, HTTP_MESSAGES, jsonError } from '../../server/http';

export default endpoint({
  method: 'POST',
  schema: shareBodySchema,
  async handle(body) {
    const parsed = analysisInputFromQuery(body);
    if (parsed.errors) return jsonError(400, HTTP_MESSAGES.invalidData, { fields: parsed.errors });
    return xlsxResponse(await analysisWorkbook(parsed.input), ANALYSIS_EXCEL_FILENAME);
  },
});

// Netlify reads this statically: a literal, equal to ANALYSIS_EXCEL_API (checked by a test).
export const config: Config = { path: '/api/analysis-excel' };
