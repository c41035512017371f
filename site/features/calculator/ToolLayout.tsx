// The one tool frame: form left, results right (same widths before and after the first calculation),
// the results column's placeholder, and the explanation below (the results column itself: ResultsPanel).
import * as React from 'react';

export const RESULTS_TEXT = {
  title: 'Resultados',
  print: 'Imprimir / PDF',
  placeholderTitle: 'Aquí aparecerán tus resultados',
  placeholder:
    'Rellena los datos del formulario y pulsa el botón de calcular: verás primero la cifra principal, después el detalle y cómo lo hemos calculado.',
  legendPositive: 'cifra favorable',
  legendNegative: 'cifra a vigilar',
  legendLabel: 'Cómo leer los colores',
  method: 'Cómo lo hemos calculado',
} as const;

export function ToolLayout({
  form,
  results,
  placeholder,
}: {
  form: React.ReactNode;
  results?: React.ReactNode;
  /** What the results column says before the first calculation; a general explanation by default. */
  placeholder?: React.ReactNode;
}) {
  return (
    <div className="tool tool--with-results">
      {form}
      {results || <ResultsPlaceholder>{placeholder}</ResultsPlaceholder>}
    </div>
  );
}

/** The results column before there are results: says what will appear and what to do. */
export function ResultsPlaceholder({ children }: { children?: React.ReactNode }) {
  return (
    <div className="card tool__placeholder" data-testid="results-placeholder">
      <p className="tool__placeholder-title">
        <strong>{RESULTS_TEXT.placeholderTitle}</strong>
      </p>
      <p>{children ?? RESULTS_TEXT.placeholder}</p>
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

/** Explanatory text below the tool in one readable column, related links and the promo beside it. */
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
