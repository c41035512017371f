// "Descargar Excel" of the investment analysis: POSTs these inputs, saves the .xlsx answered; failures in Spanish.
import * as React from 'react';
import { ANALYSIS_EXCEL_API } from '../../../core/api';
import {
  ANALYSIS_EXCEL_FILENAME,
  analysisExcelBody,
} from '../../../core/tools/excel-template/analysis';
import type { AnalysisInput } from '../../../core/tools/investment-analysis/inputs';
import { RequestFailure } from '../../components/form/RequestFailure';
import Button from '../../components/ui/Button';
import { apiRequest } from '../../lib/api';
import { saveBlob } from '../../lib/download';
import { notify } from '../../lib/notify';
import { useOneAtATime } from '../../lib/use-one-at-a-time';
import { notifyRequestError } from '../../lib/request-error';

export const ANALYSIS_EXCEL_TEXT = {
  download: 'Descargar Excel con fórmulas',
  pending: 'Generando...',
  successTitle: 'Descarga iniciada',
  successText: 'El análisis en Excel se está descargando: cambia las celdas azules y se recalcula.',
  errorTitle: 'No se ha podido descargar el Excel',
  errorText: 'Ha ocurrido un error al generar el Excel. Inténtalo de nuevo.',
} as const;

/**
 * POSTed, so no figure travels in a URL, and fetched, so a failure reads as a Spanish sentence;
 * `onFieldMessages` gets a 400's messages for the page to show under its fields.
 */
export default function AnalysisExcelButton({
  input,
  onFieldMessages,
}: {
  input: AnalysisInput;
  onFieldMessages?: (messages: Readonly<Record<string, string>>) => void;
}) {
  const [pending, runOnce] = useOneAtATime();
  const [failure, setFailure] = React.useState<string>();
  const failureId = React.useId();

  const download = () =>
    runOnce(async () => {
      setFailure(undefined);
      try {
        const res = await apiRequest('POST', ANALYSIS_EXCEL_API, analysisExcelBody(input));
        saveBlob(await res.blob(), ANALYSIS_EXCEL_FILENAME);
        notify({
          title: ANALYSIS_EXCEL_TEXT.successTitle,
          description: ANALYSIS_EXCEL_TEXT.successText,
        });
      } catch (error) {
        notifyRequestError(error, {
          title: ANALYSIS_EXCEL_TEXT.errorTitle,
          fallback: ANALYSIS_EXCEL_TEXT.errorText,
          showFieldMessages: onFieldMessages,
          inline: setFailure,
        });
      }
    });

  return (
    <>
      <Button
        variant="secondary"
        className="analysis-excel"
        // aria-disabled, not disabled: a disabled button drops the keyboard focus (busy ignores clicks).
        aria-disabled={pending || undefined}
        aria-describedby={failure ? failureId : undefined}
        data-testid="analysis-excel"
        onClick={() => void download()}
      >
        {pending ? ANALYSIS_EXCEL_TEXT.pending : ANALYSIS_EXCEL_TEXT.download}
      </Button>
      <RequestFailure id={failureId} title={ANALYSIS_EXCEL_TEXT.errorTitle} message={failure} />
    </>
  );
}
