// POST /api/rental-return-excel {version: 1, taxYear, owners, properties}: the yearly return of a
// landlord as an .xlsx with live formulas, as an attachment. The document comes in the body, never in
// the URL; nothing is kept.
import type { Config } from '@netlify/functions';
import * as z from 'zod/mini';
import { parseReturnDocument } from '../../core/tools/rental-return/document';
import {
  rentalReturnWorkbook,
  returnExcelFileName,
} from '../../server/excel/rental-return-workbook';
import { xlsxResponse } from '../../server/excel/xlsx-response';
import { endpoint, HTTP_MESSAGES, jsonError } from '../../server/http';

export default endpoint({
  method: 'POST',
  // The document's own parser checks it and words its messages per field path.
  schema: z.unknown(),
  async handle(body) {
    const parsed = parseReturnDocument(body);
    if (!parsed.ok) {
      const fields: Record<string, string> = {};
      for (const { path, message } of parsed.errors) fields[path || '_'] ??= message;
      return jsonError(400, HTTP_MESSAGES.invalidData, { fields });
    }
    const { document } = parsed;
    return xlsxResponse(
      await rentalReturnWorkbook(document),
      returnExcelFileName(document.taxYear),
    );
  },
});

// Netlify reads this statically: a literal, equal to RENTAL_RETURN_EXCEL_API (checked by a test).
export const config: Config = { path: '/api/rental-return-excel' };
