// The results column of every tool: heading and print button, colour legend, the cards (headline
// first) and "Cómo lo hemos calculado". Loaded with the results, not with the page.
import * as React from 'react';
import { SOURCES_LABEL, SOURCES_PATH } from '../../../core/routes';
import Button from '../../components/ui/Button';
import StaleNote from './StaleNote';

/** The results column's own words (loaded with the results, not with the page). */
export const PANEL_TEXT = {
  title: 'Resultados',
  print: 'Imprimir / PDF',
  legendPositive: 'cifra favorable',
  legendNegative: 'cifra a vigilar',
  legendLabel: 'Cómo leer los colores',
  method: 'Cómo lo hemos calculado',
  sources: 'Todas las reglas fiscales que aplicamos, con su norma oficial y sus fechas:',
} as const;

/** The words for the two tones of the result cards: colour never carries meaning alone. */
export function ResultLegend() {
  return (
    <ul className="result-legend" aria-label={PANEL_TEXT.legendLabel}>
      <li className="result-legend__positive">{PANEL_TEXT.legendPositive}</li>
      <li className="result-legend__negative">{PANEL_TEXT.legendNegative}</li>
    </ul>
  );
}

/**
 * "Cómo lo hemos calculado": the method under the figures, in the same place on every tool, ending
 * with the page that lists every tax rule with its official source.
 */
export function ResultMethod({ children }: { children: React.ReactNode }) {
  return (
    <details className="tool__method" open>
      <summary>{PANEL_TEXT.method}</summary>
      {children}
      <p className="tool__method-sources">
        {PANEL_TEXT.sources} <a href={SOURCES_PATH}>{SOURCES_LABEL}</a>
      </p>
    </details>
  );
}

/** "Cómo lo hemos calculado" holding the engine's notes, as the tax calculators show them. */
export function ResultNotes({ notes }: { notes: readonly string[] }) {
  return (
    <ResultMethod>
      <ul className="tax-notes">
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </ResultMethod>
  );
}

/**
 * The results column: heading with the print button, the colour legend, the cards (headline first),
 * then the method and any extra blocks the tool passes as children.
 */
export function ResultsPanel({
  children,
  title = PANEL_TEXT.title,
  legend = true,
  stale = false,
  action,
  printHeader,
}: {
  children: React.ReactNode;
  /** The heading's action in place of the print button (the PDF report of the tool). */
  action?: React.ReactNode;
  /** What a printout opens with (brand, date, link): the report's header. */
  printHeader?: React.ReactNode;
  /** The heading: "Resultados" unless the tool names its figure (e.g. the tax to pay). */
  title?: string;
  /** Tools whose cards carry no tone can leave the legend out. */
  legend?: boolean;
  /** The figures belong to earlier inputs (what is typed now cannot be computed). */
  stale?: boolean;
}) {
  const titleId = React.useId();
  return (
    <section className="card tool__results stack" aria-labelledby={titleId}>
      <div className="tool__results-head">
        <h2 id={titleId}>{title}</h2>
        {action ? (
          <div className="no-print">{action}</div>
        ) : (
          <Button className="no-print" onClick={() => window.print()}>
            {PANEL_TEXT.print}
          </Button>
        )}
      </div>
      {printHeader}
      <StaleNote stale={stale} />
      {legend && <ResultLegend />}
      {children}
    </section>
  );
}
