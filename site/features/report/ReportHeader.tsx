// The printed page's header (print stylesheet only): brand, report title, date, the link that
// reopens the calculation and the disclaimer, so a printout says whose it is and where it came from.
import * as React from 'react';
import { formatDate } from '../../../core/format';
import { REPORT_BRAND, REPORT_TEXT } from './report-model';

export default function ReportHeader({
  title,
  link,
}: {
  title: string;
  link: { shareLink: () => string };
}) {
  const [href, setHref] = React.useState('');
  // The link is the one "Compartir enlace" copies, written when the page is about to print.
  React.useEffect(() => {
    const update = () => setHref(link.shareLink());
    update();
    window.addEventListener('beforeprint', update);
    return () => window.removeEventListener('beforeprint', update);
  }, [link]);
  return (
    <header className="print-only report-print-head">
      <p className="report-print-head__brand">
        <strong>{REPORT_BRAND}</strong> · {title}
      </p>
      <p>{REPORT_TEXT.date(formatDate(new Date()))}</p>
      {href && (
        <p className="report-print-head__link">
          {REPORT_TEXT.linkLabel} <a href={href}>{href}</a>
        </p>
      )}
      <p className="report-print-head__disclaimer">{REPORT_TEXT.disclaimer}</p>
    </header>
  );
}
