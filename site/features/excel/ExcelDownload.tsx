// The template download button (spec sections 4 and 8): 'Generando...', clicks ignored, toasts.
import * as React from 'react';
import {
  EXCEL_TEMPLATE_FILENAME,
  excelTemplateApiUrl,
} from '../../../core/tools/excel-template/template';
import type { RentalYieldInput } from '../../../core/tools/yield/engine';
import { apiRequest } from '../../lib/api';
import { startDownload } from '../../lib/download';
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

function readDownloadUrl(body: unknown): string {
  if (typeof body === 'object' && body !== null && 'downloadUrl' in body) {
    const { downloadUrl } = body;
    if (typeof downloadUrl === 'string' && downloadUrl) return downloadUrl;
  }
  throw new Error('downloadUrl missing');
}

/** `input` pre-fills the workbook with a calculator's figures ("descarga tu análisis"). */
export default function ExcelDownload({ input }: { input?: Partial<RentalYieldInput> }) {
  const [pending, runOnce] = useOneAtATime();

  const download = () =>
    runOnce(async () => {
      try {
        const res = await apiRequest('GET', excelTemplateApiUrl(input));
        startDownload(readDownloadUrl(await res.json()), EXCEL_TEMPLATE_FILENAME);
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
