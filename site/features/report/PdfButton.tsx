// "Descargar PDF" on a tool's results: loads the PDF maker on click, says what it is doing and
// announces the outcome (the results stay where they are).
import * as React from 'react';
import Button from '../../components/ui/Button';
import { REPORT_TEXT, type Report } from './report-model';

export default function PdfButton({
  report,
  link,
}: {
  /** The tool's mapping of the results on screen (kept in the results' chunk, not the PDF's). */
  report: (link: string, now: Date) => Report;
  /** The calculator: its share link goes into the report (text and QR code). */
  link: { shareLink: () => string };
}) {
  const [busy, setBusy] = React.useState(false);
  const [status, setStatus] = React.useState('');
  const download = async () => {
    setBusy(true);
    setStatus(REPORT_TEXT.busy);
    try {
      const { downloadReport } = await import('./download');
      await downloadReport(report(link.shareLink(), new Date()));
      setStatus(REPORT_TEXT.done);
    } catch (error) {
      console.error('PDF report failed', error);
      setStatus(REPORT_TEXT.failed);
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
      >
        {busy ? REPORT_TEXT.busy : REPORT_TEXT.button}
      </Button>
      <span className="visually-hidden" role="status">
        {status}
      </span>
    </>
  );
}
