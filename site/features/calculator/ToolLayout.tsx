// A tool's two columns (form left, results right once they exist) and the screen-reader summary.
import * as React from 'react';

export const RESULTS_TEXT = {
  title: 'Resultados',
  print: 'Imprimir informe',
} as const;

export function ToolLayout({
  form,
  results,
}: {
  form: React.ReactNode;
  results?: React.ReactNode;
}) {
  return (
    <div className={results ? 'tool tool--with-results' : 'tool'}>
      {form}
      {results}
    </div>
  );
}

/** Always in the page, so that a changed summary is announced (politely) when results change. */
export function LiveSummary({ text }: { text: string }) {
  return (
    <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {text}
    </p>
  );
}

/** The results column: heading, the cards, and a print button for the one-page report. */
export function ResultsPanel({ children }: { children: React.ReactNode }) {
  const titleId = React.useId();
  return (
    <section className="tool__results stack" aria-labelledby={titleId}>
      <div className="tool__results-head">
        <h2 id={titleId}>{RESULTS_TEXT.title}</h2>
        <button
          type="button"
          className="btn btn--secondary no-print"
          onClick={() => window.print()}
        >
          {RESULTS_TEXT.print}
        </button>
      </div>
      {children}
    </section>
  );
}

/** Explanatory text, links to related tools and guides, and the promo block beside them. */
export function ToolInfo({
  children,
  aside,
}: {
  children: React.ReactNode;
  aside: React.ReactNode;
}) {
  return (
    <div className="tool-info">
      <div className="tool-info__text stack">{children}</div>
      <div className="tool-info__aside stack">{aside}</div>
    </div>
  );
}
