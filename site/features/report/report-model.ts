// The PDF report's content, one shape for every tool: what page 1 summarises and what follows. Pure:
// the tools' mappings fill it from the result objects their pages show; ReportDocument draws it.
import { madridDay } from '../../../core/madrid-day';
import { SITE } from '../../../core/site';
import type { ResultFigure } from '../../components/ui/ResultGrid';

export const REPORT_FILE_PREFIX = {
  analysis: 'analisis-inversion',
  mortgage: 'hipoteca',
  yield: 'rentabilidad',
} as const;

export type ReportKind = keyof typeof REPORT_FILE_PREFIX;

export const REPORT_TEXT = {
  button: 'Descargar PDF',
  busy: 'Generando el PDF…',
  done: 'PDF descargado.',
  failed: 'No se pudo generar el PDF. Inténtalo de nuevo o usa Imprimir del navegador.',
  disclaimer: 'Cálculo orientativo; no constituye asesoramiento fiscal ni financiero.',
  date: (date: string) => `Informe generado el ${date}`,
  linkLabel: 'Vuelve a abrir este cálculo con sus mismos datos:',
  qrLabel: 'Escanea el código para abrir el cálculo en el móvil.',
  keyFigures: 'Cifras clave',
  verdict: 'Veredicto',
  inputs: 'Datos introducidos',
  rules: 'Normas aplicadas y fuentes',
  sources: 'Fuentes',
  warnings: 'Avisos y notas de la página',
  warningKey: (key: string) => `(aviso: ${key})`,
  warningsAhead: (count: number) =>
    count === 1
      ? 'Antes de decidir, lee el aviso de la página 2.'
      : `Antes de decidir, lee los ${count} avisos y notas de la página 2.`,
  page: (page: number, total: number) => `Página ${page} de ${total}`,
} as const;

export interface ReportFigure {
  label: string;
  value: string;
  note?: string;
}

export interface ReportRow {
  label: string;
  value: string;
}

export interface ReportSection {
  title: string;
  rows: readonly ReportRow[];
}

export interface ReportTable {
  title: string;
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

export interface ReportSeries {
  label: string;
  color: string;
  values: readonly number[];
}

export interface ReportChart {
  title: string;
  years: readonly number[];
  series: readonly ReportSeries[];
}

/** A warning or note the page showed, with its `data-warning` key. */
export interface ReportWarning {
  key: string;
  text: string;
}

export interface ReportSource {
  label: string;
  href: string;
}

export interface Report {
  kind: ReportKind;
  brand: string;
  title: string;
  date: string;
  fileName: string;
  /** The share link that reopens the same calculation (also drawn as a QR code). */
  link: string;
  subject: string;
  verdict?: string;
  figures: readonly ReportFigure[];
  inputs: readonly ReportSection[];
  details: readonly ReportSection[];
  charts: readonly ReportChart[];
  tables: readonly ReportTable[];
  rules: readonly string[];
  sources: readonly ReportSource[];
  /** Every warning and note on the page when the PDF was made: the paper says what the screen said. */
  warnings?: readonly ReportWarning[];
}

/** The result cards as the report's key figures: the same label, text and hint as on the page. */
export function reportFigures(figures: readonly ResultFigure[]): ReportFigure[] {
  return figures.map(({ label, text, hint }) =>
    hint ? { label, value: text, note: hint } : { label, value: text },
  );
}

/** @example reportFileName('analysis', 185000.4, new Date('2026-11-25T10:00:00Z')) // 'analisis-inversion-185000-2026-11-25.pdf' */
export function reportFileName(kind: ReportKind, amount: number, date: Date): string {
  const euros = Number.isFinite(amount) ? Math.max(0, Math.round(amount)) : 0;
  return `${REPORT_FILE_PREFIX[kind]}-${euros}-${madridDay(date)}.pdf`;
}

/** The brand on every report: the suite's name (its owner's identity is content, not code). */
export const REPORT_BRAND = SITE.name;

// The standard PDF fonts cover Latin-1 and the euro sign only: the minus sign, ≥ and arrows are
// written in their nearest plain form so no figure loses a glyph.
export function pdfText(text: string): string {
  return text
    .replace(/\u2212/g, '-')
    .replace(/\u2265/g, '>=')
    .replace(/\u2264/g, '<=')
    .replace(/[\u2192\u25b6]/g, '->')
    .replace(/\u202f/g, '\u00a0')
    .replace(/[\u25b2\u25bc]/g, '');
}
