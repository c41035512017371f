// The yearly review of the rate tables: every entry, its source, dates, confidence and last check.
import { formatNumber } from '../format';
import { COMMUNITY_NAMES } from './communities';
import { addMonths } from './dates';
import { IRPF_SAVINGS_HISTORY } from './irpf-savings-scale';
import { PLUSVALIA_COEFFICIENT_HISTORY } from './plusvalia-coefficients';
import { COMMUNITY_CODES } from './communities';
import { PURCHASE_HISTORY, purchaseRateEntries } from './purchase-rates';
import { PENDING } from './text';
import { confidenceOf, pendingReason, type IsoDate, type Provenance } from './sourced';

export interface ReviewedEntry {
  /** Spanish name of the entry, unique enough to find it in the tables. */
  name: string;
  /** The rate in words ("9 %", "8 %-13 %", "4 %: vivienda habitual..."). */
  rate: string;
  entry: Provenance;
}

const pctText = (value: number) => `${formatNumber(value, { upTo: 3 })} %`;

function rateText(entry: Provenance): string {
  if ('brackets' in entry) {
    const rates = (entry as unknown as { brackets: { rate: number }[] }).brackets.map(
      (b) => b.rate,
    );
    const low = Math.min(...rates);
    const high = Math.max(...rates);
    return low === high ? pctText(low) : `${pctText(low)} a ${pctText(high)}`;
  }
  if ('value' in entry && 'label' in entry) {
    const rule = entry as unknown as { value: number; label: string; bonusPercent?: number };
    if (rule.bonusPercent !== undefined)
      return `bonificación del ${pctText(rule.bonusPercent)}: ${rule.label}`;
    return `${pctText(rule.value)}: ${rule.label}`;
  }
  if ('coefficients' in entry) return 'coeficientes máximos por años';
  return '';
}

/** Every dated rate entry of core/tax, superseded ones included, in table order. */
export function reviewedEntries(): ReviewedEntry[] {
  const rows: ReviewedEntry[] = purchaseRateEntries().map(({ code, tax, entry }) => ({
    name: `${COMMUNITY_NAMES[code]} · ${tax} · ${rateText(entry)} · desde ${entry.validFrom}`,
    rate: rateText(entry),
    entry,
  }));
  for (const scale of IRPF_SAVINGS_HISTORY) {
    rows.push({
      name: `IRPF · escala del ahorro · desde ${scale.validFrom}`,
      rate: rateText(scale),
      entry: scale,
    });
  }
  for (const table of PLUSVALIA_COEFFICIENT_HISTORY) {
    rows.push({
      name: `Plusvalía municipal · coeficientes · desde ${table.validFrom}`,
      rate: rateText(table),
      entry: table,
    });
  }
  return rows;
}

/**
 * Names of the entries not checked in the 12 months before `today` (or never checked).
 * @example staleEntries('2027-11-24') // every entry of the 2026-11-23 audit
 */
export function staleEntries(today: IsoDate, rows = reviewedEntries()): string[] {
  const oldest = addMonths(today, -12);
  return rows
    .filter(({ entry }) => entry.lastChecked === undefined || entry.lastChecked < oldest)
    .map(({ name, entry }) => `${name} (revisado: ${entry.lastChecked ?? 'nunca'})`);
}

const CONFIDENCE_WORDS = { law: 'ley', press: 'prensa', unconfirmed: 'pendiente' } as const;

/** docs/rates.md: one table row per entry, generated so the document cannot drift from the code. */
export function ratesMarkdown(): string {
  const lines = [
    '# Tipos impositivos: fuentes, fechas y revisión',
    '',
    'Generado desde `core/tax/rates-review.ts`; `server/rates-doc.test.ts` falla si difiere (tras cambiar una tabla: `UPDATE_RATES_DOC=1 npx jest rates-doc --selectProjects unit`). Cada fila es una entrada de las tablas; las sustituidas por una ley posterior conservan su fecha final. Cada fuente es el texto oficial (BOE, boletín autonómico o agencia tributaria) con la norma, el artículo y su fecha; cuando el texto enlazado no confirma el tipo, la última columna dice qué falta. Confianza: **ley** (texto legal o página oficial), **prensa** (el valor procede de prensa o de listas no oficiales), **pendiente** (fuentes en conflicto o ausentes: se usa el valor más citado y el resultado dice «pendiente de confirmar» con el motivo).',
    '',
    'Revisión anual: un test unitario falla cuando una entrada lleva más de 12 meses sin revisar y la nombra. Tras revisar una entrada contra su fuente, actualiza su `lastChecked` (por defecto `AUDIT_2026_11` en `core/tax/sourced.ts`).',
    '',
    '| Entrada | Tipo | Desde | Hasta | Confianza | Revisado | Fuente | Pendiente de confirmar |',
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const { name, rate, entry } of reviewedEntries()) {
    const label = name.split(' · ').slice(0, 2).join(' · ');
    const cells = [
      label,
      rate,
      entry.validFrom,
      entry.validTo ?? '',
      CONFIDENCE_WORDS[confidenceOf(entry)],
      entry.lastChecked ?? 'nunca',
      entry.citation ? `[${entry.citation}](${entry.source})` : `<${entry.source}>`,
      pendingReason(entry) ?? '',
    ];
    lines.push(`| ${cells.map((cell) => cell.replace(/\|/g, '\\|')).join(' | ')} |`);
  }
  lines.push('', '## Reglas no aplicadas, pendientes de confirmar', '');
  lines.push(...pendingNotes().map((note) => `- ${note}`));
  return `${lines.join('\n')}\n`;
}

/** The notes of the tables that start with "Pendiente de confirmar", with community, tax and dates. */
export function pendingNotes(): string[] {
  const notes: string[] = [];
  for (const code of COMMUNITY_CODES) {
    const { itp, ajd, newHomeTax } = PURCHASE_HISTORY[code];
    const taxes = [
      ['ITP', itp],
      ['AJD', ajd],
      [newHomeTax.name, newHomeTax],
    ] as const;
    for (const [tax, history] of taxes) {
      for (const note of history.notes) {
        const text = typeof note === 'string' ? note : note.text;
        if (!text.startsWith(PENDING)) continue;
        const from =
          typeof note === 'string' || !note.validFrom ? '' : ` (desde ${note.validFrom})`;
        notes.push(`${COMMUNITY_NAMES[code]} · ${tax}${from}: ${text}`);
      }
    }
  }
  return notes;
}
