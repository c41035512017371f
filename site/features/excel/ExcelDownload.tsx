// The template download button (spec sections 4 and 8): 'Generando...', clicks ignored, a toast once
// the file is saved, a failure under the button that says which it was (no connection, too many
// requests, the server). The figures are POSTed: nothing of them goes in a URL.
import * as React from 'react';
import { EXCEL_TEMPLATE_API } from '../../../core/api';
import {
  EXCEL_TEMPLATE_FILENAME,
  excelTemplateBody,
} from '../../../core/tools/excel-template/body';
import type { RentalYieldInput } from '../../../core/tools/yield/engine';
import { RequestFailure } from '../../components/form/RequestFailure';
import { apiRequest } from '../../lib/api';
import { saveBlob } from '../../lib/download';
import { notify } from '../../lib/notify';
import { notifyRequestError } from '../../lib/request-error';
import { useOneAtATime } from '../../lib/use-one-at-a-time';

export const EXCEL_DOWNLOAD_TEXT = {
  download: 'Descargar plantilla Excel gratis',
  pending: 'Generando...',
  successTitle: 'Descarga iniciada',
  successText: 'La plantilla Excel se está descargando automáticamente.',
  errorTitle: 'No se ha podido descargar la plantilla',
  errorText: 'Ha ocurrido un error al descargar la plantilla. Inténtalo de nuevo.',
} as const;

/** `input` pre-fills the workbook with a calculator's figures ("descarga tu análisis"). */
export default function ExcelDownload({ input }: { input?: Partial<RentalYieldInput> }) {
  const [pending, runOnce] = useOneAtATime();
  const [failure, setFailure] = React.useState<string>();
  const failureId = React.useId();

  const download = () =>
    runOnce(async () => {
      setFailure(undefined);
      try {
        const res = await apiRequest('POST', EXCEL_TEMPLATE_API, excelTemplateBody(input));
        saveBlob(await res.blob(), EXCEL_TEMPLATE_FILENAME);
        notify({
          title: EXCEL_DOWNLOAD_TEXT.successTitle,
          description: EXCEL_DOWNLOAD_TEXT.successText,
        });
      } catch (error) {
        notifyRequestError(error, {
          title: EXCEL_DOWNLOAD_TEXT.errorTitle,
          fallback: EXCEL_DOWNLOAD_TEXT.errorText,
          inline: setFailure,
        });
      }
    });

  return (
    <>
      <button
        type="button"
        className="btn btn--primary excel-download"
        // aria-disabled, not disabled: a disabled button drops the keyboard focus (busy ignores clicks).
        aria-disabled={pending || undefined}
        aria-describedby={failure ? failureId : undefined}
        onClick={() => void download()}
      >
        {pending ? EXCEL_DOWNLOAD_TEXT.pending : EXCEL_DOWNLOAD_TEXT.download}
      </button>
      <RequestFailure id={failureId} title={EXCEL_DOWNLOAD_TEXT.errorTitle} message={failure} />
    </>
  );
}
