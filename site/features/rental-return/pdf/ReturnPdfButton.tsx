// "Descargar PDF para el gestor": loads the PDF maker on click, says what it is doing and announces
// the outcome (the page stays as it is).
import * as React from 'react';
import type { ReturnDocument } from '../../../../core/tools/rental-return/document';
import type { ReturnResult } from '../../../../core/tools/rental-return/result';
import Button from '../../../components/ui/Button';
import { RETURN_PDF_TEXT as T } from './text';

export default function ReturnPdfButton({
  document,
  result,
}: {
  document: ReturnDocument;
  result: ReturnResult;
}) {
  const [busy, setBusy] = React.useState(false);
  const [status, setStatus] = React.useState('');
  const download = async () => {
    setBusy(true);
    setStatus(T.pdfBusy);
    try {
      const { downloadReturnPdf } = await import('./download');
      await downloadReturnPdf(document, result, new Date());
      setStatus(T.pdfDone);
    } catch (error) {
      console.error('Rental return PDF failed', error);
      setStatus(T.pdfFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        onClick={() => {
          if (!busy) void download();
        }}
        aria-disabled={busy}
        aria-busy={busy}
        data-testid="rental-return-pdf"
      >
        {busy ? T.pdfBusy : T.pdfButton}
      </Button>
      <span className="visually-hidden" role="status">
        {status}
      </span>
    </>
  );
}
