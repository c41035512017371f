// Makes the PDF in the browser and saves it: the one module the button imports on click, so the
// PDF library, the QR encoder and the report's layout never weigh on a page's first load.
import * as React from 'react';
import { pdf } from '@react-pdf/renderer';
import type { Report } from './report-model';
import ReportDocument from './ReportDocument';

/** Saves `blob` as `fileName` through a temporary link. */
function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Some browsers read the blob after click returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Renders and saves the report; resolves to the file name. */
export async function downloadReport(report: Report): Promise<string> {
  const blob = await pdf(<ReportDocument report={report} />).toBlob();
  save(blob, report.fileName);
  return report.fileName;
}
