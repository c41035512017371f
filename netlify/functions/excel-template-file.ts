// GET /api/excel-template/plantilla-rentabilidad-alquiler.xlsx: the workbook itself, as an attachment.
import type { Config } from '@netlify/functions';
import { EXCEL_TEMPLATE_FILENAME } from '../../core/tools/excel-template/template';
import { templateInputFromQuery } from '../../core/tools/excel-template/query';
import { rentalYieldWorkbook } from '../../server/excel/rental-yield-workbook';
import { endpoint, HTTP_MESSAGES, jsonError } from '../../server/http';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export default endpoint({
  method: 'GET',
  async handle(req) {
    const parsed = templateInputFromQuery(Object.fromEntries(new URL(req.url).searchParams));
    if (parsed.errors) return jsonError(400, HTTP_MESSAGES.invalidData, { fields: parsed.errors });
    const bytes = await rentalYieldWorkbook(parsed.input);
    return new Response(req.method === 'HEAD' ? null : new Uint8Array(bytes), {
      headers: {
        'Content-Type': XLSX_TYPE,
        'Content-Disposition': `attachment; filename="${EXCEL_TEMPLATE_FILENAME}"`,
        'Content-Length': String(bytes.byteLength),
        'Cache-Control': 'public, max-age=3600',
      },
    });
  },
});

// Netlify reads this statically: a literal, equal to EXCEL_TEMPLATE_FILE_PATH (checked by a test).
export const config: Config = { path: '/api/excel-template/plantilla-rentabilidad-alquiler.xlsx' };
