// The yearly return in Excel: POSTs the year's document (never in a URL) and saves the .xlsx answered.
import { RENTAL_RETURN_EXCEL_API } from '../../../../core/api';
import type { ReturnDocument } from '../../../../core/tools/rental-return/document';
import { apiRequest } from '../../../lib/api';
import { saveBlob } from '../../../lib/download';

/** The server names the file (`attachment; filename="…"`); this is only for an answer without one. */
const FALLBACK_NAME = (taxYear: number) => `declaracion-alquiler-${taxYear}.xlsx`;

export function attachmentName(disposition: string | null): string | undefined {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1];
}

/**
 * Saves the workbook of `document`; resolves to the file name. A refused document rejects with the
 * request helper's ApiError, whose `fields` hold the Spanish message of each field path.
 */
export async function downloadReturnExcel(document: ReturnDocument): Promise<string> {
  const res = await apiRequest('POST', RENTAL_RETURN_EXCEL_API, document);
  const name =
    attachmentName(res.headers.get('content-disposition')) ?? FALLBACK_NAME(document.taxYear);
  saveBlob(await res.blob(), name);
  return name;
}
