// The Renta Web boxes of the PDF: one row per box of modelo 100's section C, one column per property,
// a box whose number no official text states marked as pending.
import { modelo100Boxes, type ReturnBox } from '../../../../core/tools/rental-return/boxes';
import { propertyBoxValues } from '../../../../core/tools/rental-return/boxes-values';
import type { ReturnResult } from '../../../../core/tools/rental-return/result';
import { RENTAL_RETURN_SOURCES } from '../../../../core/tools/rental-return/sources';
import { formatEurosCents } from '../../../../core/format';
import type { PdfSource, PdfTable } from './pdf-types';

export const BOXES_TEXT = {
  box: 'Casilla',
  concept: 'Concepto',
  property: (index: number) => `Inmueble ${index + 1}`,
  pending: (box: string) => `${box} (pendiente de confirmar)`,
  unknown: 'Pendiente de confirmar',
  days: (days: number) => `${days} días`,
} as const;

function boxNumber(box: ReturnBox): string {
  if (box.box) return box.box;
  return box.unconfirmedBox ? BOXES_TEXT.pending(box.unconfirmedBox) : BOXES_TEXT.unknown;
}

export interface PdfBoxes {
  table: PdfTable;
  /** The section of the form and, when the year's own design is not out, which one is used. */
  notes: string[];
  sources: PdfSource[];
}

/** The boxes of the result's tax year with each property's amount, and the texts they come from. */
export function returnBoxes(result: ReturnResult): PdfBoxes {
  const design = modelo100Boxes(result.taxYear);
  const values = result.properties.map(propertyBoxValues);
  const rows = design.boxes.map((box) => [
    boxNumber(box),
    box.label,
    ...values.map((value) =>
      box.key === 'imputationDays'
        ? BOXES_TEXT.days(value[box.key])
        : formatEurosCents(value[box.key]),
    ),
  ]);
  const seen = new Map<string, PdfSource>();
  for (const rule of [design.designRule, ...design.boxes.map((box) => box.rule)]) {
    const { title, citation, source } = RENTAL_RETURN_SOURCES[rule];
    // The law and article: the citation up to what the article says.
    const label = `${title}: ${citation.split(': ')[0] ?? citation}`;
    seen.set(`${label} ${source}`, { label, href: source });
  }
  return {
    table: {
      columns: [
        BOXES_TEXT.box,
        BOXES_TEXT.concept,
        ...result.properties.map((_, i) => BOXES_TEXT.property(i)),
      ],
      rows,
    },
    notes: [design.section, ...(design.note ? [design.note] : [])],
    sources: [...seen.values()],
  };
}
