// "Descargar Excel con fórmulas" of the yearly return: POSTs the document, saves the .xlsx; a refused
// field's message goes to the page, and why it failed is said under the button, in Spanish.
import * as React from 'react';
import type { ReturnDocument } from '../../../../core/tools/rental-return/document';
import { RequestFailure } from '../../../components/form/RequestFailure';
import Button from '../../../components/ui/Button';
import { notify } from '../../../lib/notify';
import { notifyRequestError } from '../../../lib/request-error';
import { useOneAtATime } from '../../../lib/use-one-at-a-time';
import { downloadReturnExcel } from './excel';
import { RETURN_PDF_TEXT as T } from './text';

export default function ReturnExcelButton({
  document,
  onFieldMessages,
}: {
  document: ReturnDocument;
  /** A 400's messages by dotted field path (`properties.0.contracts.1.end`). */
  onFieldMessages?: (messages: Readonly<Record<string, string>>) => void;
}) {
  const [pending, runOnce] = useOneAtATime();
  const [failure, setFailure] = React.useState<string>();
  const failureId = React.useId();
  const download = () =>
    runOnce(async () => {
      setFailure(undefined);
      try {
        await downloadReturnExcel(document);
        notify({ title: T.excelDoneTitle, description: T.excelDoneText });
      } catch (error) {
        notifyRequestError(error, {
          title: T.excelFailedTitle,
          fallback: T.excelFailedText,
          showFieldMessages: onFieldMessages,
          inline: setFailure,
        });
      }
    });
  return (
    <>
      <Button
        variant="secondary"
        // aria-disabled, not disabled: a disabled button drops the keyboard focus (busy ignores clicks).
        aria-disabled={pending || undefined}
        aria-describedby={failure ? failureId : undefined}
        data-testid="rental-return-excel"
        onClick={() => void download()}
      >
        {pending ? T.excelBusy : T.excelButton}
      </Button>
      <RequestFailure id={failureId} title={T.excelFailedTitle} message={failure} />
    </>
  );
}
