// Makes the PDF in the browser and saves it: the one module the button imports on click, so the
// PDF library, the QR encoder and the report's layout never weigh on a page's first load.
import * as React from 'react';
import { pdf } from '@react-pdf/renderer';
import { saveBlob } from '../../lib/download';
import type { Report } from './report-model';
import ReportDocument from './ReportDocument';

/** Renders and saves the report; resolves to the file name. */
export async function downloadReport(report: Report): Promise<string> {
  const blob = await pdf(<ReportDocument report={report} />).toBlob();
  saveBlob(blob, report.fileName);
  return report.fileName;
}
