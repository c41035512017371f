// "Descargar PDF para el gestor": loads the PDF maker on click, says what it is doing and announces
// the outcome (the page stays as it is).
import * as React from 'react';
import type { ReturnDocument } from '../../../../core/tools/rental-return/document';
import type { ReturnResult } from '../../../../core/tools/rental-return/result';
import MakeFileButton from '../../report/MakeFileButton';
import { RETURN_PDF_TEXT as T } from './text';

const BUTTON_TEXT = {
  button: T.pdfButton,
  busy: T.pdfBusy,
  done: T.pdfDone,
  failed: T.pdfFailed,
};

export default function ReturnPdfButton({
  document,
  result,
}: {
  document: ReturnDocument;
  result: ReturnResult;
}) {
  const make = async () => {
    const { downloadReturnPdf } = await import('./download');
    await downloadReturnPdf(document, result, new Date());
  };
  return (
    <MakeFileButton
      text={BUTTON_TEXT}
      make={make}
      what="Rental return PDF"
      testId="rental-return-pdf"
    />
  );
}
