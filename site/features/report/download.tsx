// Makes the PDF in the browser and saves it: the one module the button imports on click, so the
// PDF library, the QR encoder and the report's layout never weigh on a page's first load.
import * as React from 'react';
import { pdf } from '@react-pdf/renderer';
import { buildReport } from './build-report';
import type { ReportRequest } from './report-request';
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

/** Builds, renders and saves the report; resolves to the file name. */
export async function downloadReport(request: ReportRequest, link: string): Promise<string> {
  const report = buildReport(request, link, new Date());
  const blob = await pdf(<ReportDocument report={report} />).toBlob();
  save(blob, report.fileName);
  return report.fileName;
}
