// The PDF for the gestor and the Excel with formulas, beside the results' title (their code is the
// PDF and Excel helpers', loaded with the results).
import * as React from 'react';
import type { ReturnDocument } from '../../../core/tools/rental-return/document';
import type { ReturnResult } from '../../../core/tools/rental-return/result';
import { ReturnExcelButton, ReturnPdfButton } from './pdf';

export default function Downloads({
  document,
  result,
}: {
  document: ReturnDocument;
  result: ReturnResult;
}) {
  return (
    <>
      <ReturnPdfButton document={document} result={result} />
      <ReturnExcelButton document={document} />
    </>
  );
}
