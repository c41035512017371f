// The yearly return's PDF as text: what ReturnPdfDocument draws, made from the document and the
// engine's result (pure, so a test can read it without drawing a page).
import { formatDate, formatEurosCents, formatPercent } from '../../../../core/format';
import { madridDay } from '../../../../core/madrid-day';
import { spanishDate } from '../../../../core/tools/rental-return/calendar';
import type { ReturnDocument } from '../../../../core/tools/rental-return/document';
import type {
  OwnerResult,
  PropertyResult,
  ReturnResult,
} from '../../../../core/tools/rental-return/result';
import { returnBoxes } from './return-boxes';
import {
  CONTRACT_COLUMNS,
  MODELO_210_COLUMNS,
  MODELO_210_KIND,
  OWNER_COLUMNS,
  PROPERTY_FIGURES,
  RETURN_PDF_TEXT as T,
} from './text';
import type { PdfSource, PdfTable } from './pdf-types';

export type { PdfSource, PdfTable } from './pdf-types';

export interface PdfRow {
  label: string;
  value: string;
  note?: string;
  strong?: boolean;
}

export interface PdfProperty {
  title: string;
  subtitle: string;
  figures: PdfRow[];
  lines: PdfRow[];
  contracts: PdfTable | null;
  reducedNetIncome: string;
  imputation: string;
}

export interface ReturnPdf {
  title: string;
  subject: string;
  date: string;
  fileName: string;
  owners: PdfRow[];
  properties: PdfProperty[];
  ownerTotals: PdfTable;
  modelo210: PdfTable | null;
  boxes: PdfTable;
  /** The form's section and which year's design the boxes come from. */
  boxNotes: readonly string[];
  readings: readonly string[];
  sources: PdfSource[];
}

const euros = formatEurosCents;
const percent = (value: number) => formatPercent(value, { upTo: 2 });

function contractTable(property: PropertyResult): PdfTable | null {
  if (property.contracts.length === 0) return null;
  return {
    columns: CONTRACT_COLUMNS,
    rows: property.contracts.map((contract) => [
      String(contract.index + 1),
      `${spanishDate(contract.from)} a ${spanishDate(contract.to)}`,
      String(contract.days),
      euros(contract.grossIncome),
      euros(contract.expensesShare),
      euros(contract.netIncome),
      `${percent(contract.reductionPercent)}: ${contract.reductionReason}`,
      euros(contract.reducedNetIncome),
    ]),
  };
}

function imputationText(property: PropertyResult): string {
  const { imputation } = property;
  if (imputation.amount <= 0 || imputation.basis === 'none') return T.noImputation;
  return T.imputation(percent(imputation.ratePercent), euros(imputation.base), imputation.days);
}

function propertyPdf(property: PropertyResult, taxYear: number): PdfProperty {
  return {
    title: T.property(property.index, property.name),
    subtitle: T.propertyDays(property.daysLet, property.daysOwned, taxYear),
    figures: PROPERTY_FIGURES.map(([key, label]) => ({
      label,
      value: euros(property[key]),
      ...(key === 'reducedNetIncome' ? { strong: true } : {}),
    })),
    lines: property.lines.map((line) => ({
      label: line.label,
      value: euros(line.amount),
      note: `${line.explanation} (${line.article})`,
    })),
    contracts: contractTable(property),
    reducedNetIncome: T.reducedNet(euros(property.reducedNetIncome)),
    imputation: imputationText(property),
  };
}

function ownerRows(document: ReturnDocument): PdfRow[] {
  return document.owners.map((owner, index) => ({
    label: owner.name.trim() || `Propietario ${index + 1}`,
    value: T.residence[owner.residence],
    ...(owner.otherIncome != null ? { note: T.otherIncome(euros(owner.otherIncome)) } : {}),
  }));
}

const ownerName = (owner: OwnerResult) => owner.name.trim() || `Propietario ${owner.index + 1}`;

function ownerTotals(result: ReturnResult): PdfTable {
  return {
    columns: OWNER_COLUMNS,
    rows: [
      ...result.owners.map((owner) => [
        ownerName(owner),
        T.residence[owner.residence],
        euros(owner.declaredIncome),
        euros(owner.imputedIncome),
        owner.taxEstimate === undefined ? '—' : euros(owner.taxEstimate),
      ]),
      [T.total, '', euros(result.total.declaredIncome), euros(result.total.imputedIncome), ''],
    ],
  };
}

function modelo210(result: ReturnResult): PdfTable | null {
  const rows = result.owners.flatMap((owner) =>
    (owner.modelo210 ?? []).map((line) => [
      ownerName(owner),
      T.property(line.property, result.properties[line.property]?.name ?? ''),
      MODELO_210_KIND[line.kind],
      euros(line.base),
      percent(line.ratePercent),
      euros(line.tax),
    ]),
  );
  return rows.length > 0 ? { columns: MODELO_210_COLUMNS, rows } : null;
}

/** Each article the result's lines cite, with its official address. */
function lineSources(result: ReturnResult): PdfSource[] {
  return result.properties
    .flatMap((property) => property.lines)
    .filter((line) => line.url)
    .map((line) => ({ label: line.article, href: line.url }));
}

function uniqueSources(sources: readonly PdfSource[]): PdfSource[] {
  const seen = new Map<string, PdfSource>();
  for (const source of sources) seen.set(`${source.label} ${source.href}`, source);
  return [...seen.values()];
}

/** @example returnPdfFileName(2025, new Date('2026-04-10T10:00:00Z')) // 'declaracion-alquiler-2025-2026-04-10.pdf' */
export function returnPdfFileName(taxYear: number, now: Date): string {
  return `declaracion-alquiler-${taxYear}-${madridDay(now)}.pdf`;
}

/** The PDF's content. */
export function returnPdf(document: ReturnDocument, result: ReturnResult, now: Date): ReturnPdf {
  const boxes = returnBoxes(result);
  return {
    title: T.title(result.taxYear),
    subject: T.subject,
    date: formatDate(now),
    fileName: returnPdfFileName(result.taxYear, now),
    owners: ownerRows(document),
    properties: result.properties.map((property) => propertyPdf(property, result.taxYear)),
    ownerTotals: ownerTotals(result),
    modelo210: modelo210(result),
    boxes: boxes.table,
    boxNotes: boxes.notes,
    readings: result.readings,
    sources: uniqueSources([...lineSources(result), ...boxes.sources]),
  };
}
