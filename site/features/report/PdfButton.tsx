// "Descargar PDF" on a tool's results: loads the PDF maker on click, says what it is doing and
// announces the outcome (the results stay where they are).
import * as React from 'react';
import MakeFileButton from './MakeFileButton';
import { REPORT_TEXT, type Report, type ReportWarning } from './report-model';

/** An element's words with a space where its pieces meet (a title and its sentence), whatever CSS
 * shows: a warning inside a closed part of the page is read as well. */
function wordsOf(element: Element): string {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const pieces: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    // A callout's title reads as the lead of its sentence: «Financiación: pides…».
    const title = node.parentElement?.classList.contains('callout__title') ?? false;
    pieces.push(title ? `${node.nodeValue ?? ''}:` : (node.nodeValue ?? ''));
  }
  return pieces
    .join(' ')
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,;:)»])/g, '$1')
    .replace(/([(«])\s+/g, '$1')
    .trim();
}

/** Every warning and note the page holds (`data-warning`), once per key and text, in page order. */
export function pageWarnings(root: ParentNode = document): ReportWarning[] {
  const seen = new Set<string>();
  const warnings: ReportWarning[] = [];
  for (const element of root.querySelectorAll<HTMLElement>('main [data-warning]')) {
    const key = element.dataset.warning ?? '';
    const text = wordsOf(element);
    const id = `${key}\n${text.toLowerCase()}`;
    if (!key || !text || seen.has(id)) continue;
    seen.add(id);
    warnings.push({ key, text });
  }
  return warnings;
}

export default function PdfButton({
  report,
  link,
}: {
  /** The tool's mapping of the results on screen (kept in the results' chunk, not the PDF's). */
  report: (link: string, now: Date) => Report;
  /** The calculator: its share link goes into the report (text and QR code). */
  link: { shareLink: () => string };
}) {
  const make = async () => {
    const [{ downloadReport }, { compactLink }] = await Promise.all([
      import('./download'),
      import('../../lib/compact-link'),
    ]);
    const href = await compactLink(link.shareLink());
    await downloadReport({ ...report(href, new Date()), warnings: pageWarnings() });
  };
  return <MakeFileButton text={REPORT_TEXT} make={make} what="PDF report" />;
}
