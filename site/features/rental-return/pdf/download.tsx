// Makes the yearly return's PDF in the browser and saves it: the one module the button imports on
// click, so the PDF library and the layout never weigh on the page's first load.
import * as React from 'react';
import { pdf } from '@react-pdf/renderer';
import type { ReturnDocument } from '../../../../core/tools/rental-return/document';
import type { ReturnResult } from '../../../../core/tools/rental-return/result';
import { saveBlob } from '../../../lib/download';
import { returnPdf } from './return-report';
import ReturnPdfDocument from './ReturnPdfDocument';

/** Renders and saves the PDF; resolves to the file name. */
export async function downloadReturnPdf(
  document: ReturnDocument,
  result: ReturnResult,
  now: Date,
): Promise<string> {
  const content = returnPdf(document, result, now);
  const blob = await pdf(<ReturnPdfDocument pdf={content} />).toBlob();
  saveBlob(blob, content.fileName);
  return content.fileName;
}
