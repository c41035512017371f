// Where the residents' IRPF scales sit on the "Análisis" sheet: columns H:M from row 5, one block per
// year of the tables (state half H:J, regional half K:M, each tranche's from, rate and increment).
import { REGIONAL_IRPF } from '../../core/tax/irpf/regions';
import { STATE_IRPF } from '../../core/tax/irpf/state';

const HELD = [...STATE_IRPF, ...Object.values(REGIONAL_IRPF).flatMap((region) => region.years)];

/** Every tax year some table holds; a year outside them uses the nearest block, as the engine. */
export const IRPF_TABLE_YEARS: readonly number[] = [
  ...new Set(HELD.map((entry) => entry.year)),
].sort((a, b) => a - b);

/** Rows per half: the longest scale held (shorter ones are padded with tranches of no increment). */
export const IRPF_TRANCHES = Math.max(1, ...HELD.map((entry) => entry.brackets.length));

export const IRPF_TITLE_ROW = 5;
/** Art. 68.4 LIRPF: the deduction (a fraction, Ceuta and Melilla) and whether the rent is obtained there. */
export const IRPF_LOCAL_DEDUCTION = '$I$6';
export const IRPF_ADDED_IS_LOCAL = '$I$7';

const FIRST_BLOCK_ROW = 9;
const BLOCK_ROWS = IRPF_TRANCHES + 4;

export interface IrpfBlock {
  titleRow: number;
  headerRow: number;
  firstRow: number;
  lastRow: number;
  minimumRow: number;
}

export function irpfBlock(index: number): IrpfBlock {
  const titleRow = FIRST_BLOCK_ROW + index * BLOCK_ROWS;
  const firstRow = titleRow + 2;
  const lastRow = firstRow + IRPF_TRANCHES - 1;
  return { titleRow, headerRow: titleRow + 1, firstRow, lastRow, minimumRow: lastRow + 1 };
}

/** The block of a tax year: its own, or the nearest held (the last for a later year). */
export function irpfBlockIndex(taxYear: number): number {
  const last = IRPF_TABLE_YEARS.length - 1;
  const index = IRPF_TABLE_YEARS.findIndex((year) => year >= taxYear);
  if (index === -1) return Math.max(0, last);
  return index;
}

export const IRPF_LAST_ROW = FIRST_BLOCK_ROW + IRPF_TABLE_YEARS.length * BLOCK_ROWS;

/** A half's columns: from, rate, increment over the previous tranche's rate. */
export const IRPF_HALF_COLUMNS = {
  state: { from: 'H', rate: 'I', increment: 'J' },
  regional: { from: 'K', rate: 'L', increment: 'M' },
} as const;
export type IrpfHalf = keyof typeof IRPF_HALF_COLUMNS;
