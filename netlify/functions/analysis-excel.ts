// GET /api/analysis-excel?price=..&monthlyRent=..: the investment analysis as an .xlsx with live formulas, as an attachment.
import type { Config } from '@netlify/functions';
import { ANALYSIS_EXCEL_FILENAME } from '../../core/tools/excel-template/analysis';
import { analysisInputFromQuery } from '../../core/tools/investment-analysis/share-query';
import { analysisWorkbook } from '../../server/excel/analysis-workbook';
import { endpoint, HTTP_MESSAGES, jsonError } from '../../server/http';
import { XLSX_TYPE } from './excel-template-file';

export default endpoint({
  method: 'GET',
  async handle(req) {
    // The share link's parameters (SHARE_PARAMS): one set of inputs for the page, the link and the file.
    const parsed = analysisInputFromQuery(Object.fromEntries(new URL(req.url).searchParams));
    if (parsed.errors) return jsonError(400, HTTP_MESSAGES.invalidData, { fields: parsed.errors });
    const bytes = await analysisWorkbook(parsed.input);
    return new Response(req.method === 'HEAD' ? null : new Uint8Array(bytes), {
      headers: {
        'Content-Type': XLSX_TYPE,
        'Content-Disposition': `attachment; filename="${ANALYSIS_EXCEL_FILENAME}"`,
        'Content-Length': String(bytes.byteLength),
        'Cache-Control': 'public, max-age=3600',
      },
    });
  },
});

// Netlify reads this statically: a literal, equal to ANALYSIS_EXCEL_PATH (checked by a test).
export const config: Config = { path: '/api/analysis-excel' };
