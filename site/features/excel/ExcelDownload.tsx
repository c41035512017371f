// The template download button (spec sections 4 and 8): 'Generando...', clicks ignored, toasts.
// The figures are POSTed and the .xlsx answered is saved: nothing of them goes in a URL.
import * as React from 'react';
import { EXCEL_TEMPLATE_API } from '../../../core/api';
import {
  EXCEL_TEMPLATE_FILENAME,
  excelTemplateBody,
} from '../../../core/tools/excel-template/template';
import type { RentalYieldInput } from '../../../core/tools/yield/engine';
import { apiRequest } from '../../lib/api';
import { saveBlob } from '../../lib/download';
import { notify } from '../../lib/notify';
import { useOneAtATime } from '../../lib/use-one-at-a-time';

const TEXT = {
  download: 'Descargar plantilla Excel gratis',
  pending: 'Generando...',
  successTitle: 'Descarga iniciada',
  successText: 'La plantilla Excel se está descargando automáticamente.',
  errorTitle: 'Error en la descarga',
  errorText: 'Ha ocurrido un error al descargar la plantilla. Inténtalo de nuevo.',
} as const;

/** `input` pre-fills the workbook with a calculator's figures ("descarga tu análisis"). */
export default function ExcelDownload({ input }: { input?: Partial<RentalYieldInput> }) {
  const [pending, runOnce] = useOneAtATime();

  const download = () =>
    runOnce(async () => {
      try {
        const res = await apiRequest('POST', EXCEL_TEMPLATE_API, excelTemplateBody(input));
        saveBlob(await res.blob(), EXCEL_TEMPLATE_FILENAME);
        notify({ title: TEXT.successTitle, description: TEXT.successText });
      } catch {
        notify({ title: TEXT.errorTitle, description: TEXT.errorText, variant: 'destructive' });
      }
    });

  return (
    <button
      type="button"
      className="btn btn--primary excel-download"
      // aria-disabled, not disabled: a disabled button drops the keyboard focus (busy ignores clicks).
      aria-disabled={pending || undefined}
      onClick={() => void download()}
    >
      {pending ? TEXT.pending : TEXT.download}
    </button>
  );
}
