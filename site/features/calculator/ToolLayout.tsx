// The one tool frame: form left, results right (same widths before and after the first calculation),
// the results column's placeholder and the announced summary (the results column itself: ResultsPanel).
import * as React from 'react';
import type { ResultState } from './useLiveResult';

export const RESULTS_TEXT = {
  placeholderTitle: 'Aquí aparecerán tus resultados',
  placeholder:
    'Rellena los datos del formulario y pulsa el botón de calcular: verás primero la cifra principal, después el detalle y cómo lo hemos calculado.',
  loading: 'Calculando…',
  calculating: 'Calculando...',
} as const;

// The results column adds no box of its own: the frame's grid lays out what it holds.
const NO_BOX: React.CSSProperties = { display: 'contents' };

export function ToolLayout({
  form,
  results,
  placeholder,
  state,
}: {
  form: React.ReactNode;
  results?: React.ReactNode;
  placeholder?: React.ReactNode;
  state?: ResultState;
}) {
  const busy = state === 'pending' || state === 'calculating';
  return (
    <div className="tool tool--with-results" data-state={state}>
      {form}
      <div className="tool__column" style={NO_BOX} aria-busy={busy || undefined}>
        {results || <ResultsPlaceholder>{placeholder}</ResultsPlaceholder>}
      </div>
    </div>
  );
}

/** The tool frame with results that load lazily, and the summary a screen reader announces. */
export function CalculatorTool({
  form,
  results,
  summary,
  placeholder,
  state,
}: {
  form: React.ReactNode;
  results?: React.ReactNode;
  summary: string;
  placeholder?: React.ReactNode;
  state: ResultState;
}) {
  return (
    <>
      <ToolLayout
        form={form}
        placeholder={placeholder}
        state={state}
        results={
          results && <React.Suspense fallback={<ResultsLoading />}>{results}</React.Suspense>
        }
      />
      <LiveSummary text={summary} />
    </>
  );
}

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

function ResultsLoading() {
  return (
    <div className="card tool__placeholder" aria-busy="true">
      <p className="tool__placeholder-title">
        <strong>{RESULTS_TEXT.loading}</strong>
      </p>
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
