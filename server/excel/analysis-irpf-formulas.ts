// The residents' IRPF from the scales as live formulas, as core/tax/irpf/quota.ts computes it: each
// half's cuota on the general base minus the cuota on the personal minimum, the savings base on the
// savings scale past the minimum left, and art. 68.4's deduction; the tax is the cuota with minus without.
import { SCALE, SCALE_FIRST_ROW } from './analysis-layout';
import {
  IRPF_ADDED_IS_LOCAL,
  IRPF_HALF_COLUMNS,
  IRPF_LOCAL_DEDUCTION,
  irpfBlock,
  irpfBlockIndex,
  type IrpfHalf,
} from './analysis-irpf-layout';

const range = (column: string, first: number, last: number) =>
  `$${column}$${first}:$${column}$${last}`;

/** Σ max(0, x − from) × increment: the marginal scale's tax on x. */
const scaleOn = (x: string, from: string, increment: string) =>
  `SUMPRODUCT((${x}>${from})*(${x}-${from})*${increment})`;

const SAVINGS_FROM = range('E', SCALE_FIRST_ROW, SCALE_FIRST_ROW + SCALE.length - 1);
/** Column G beside the savings scale: each tranche's rate increment. */
export const SAVINGS_INCREMENT_COLUMN = 'G';
const SAVINGS_INCREMENT = range(
  SAVINGS_INCREMENT_COLUMN,
  SCALE_FIRST_ROW,
  SCALE_FIRST_ROW + SCALE.length - 1,
);

interface Bases {
  general: string;
  /** null: no savings base (the yearly rent). */
  savings: string | null;
}

/** One half's cuota for the bases (both already ≥ 0), from the block of `taxYear`. */
function halfQuota(bases: Bases, half: IrpfHalf, taxYear: number): string {
  const block = irpfBlock(irpfBlockIndex(taxYear));
  const columns = IRPF_HALF_COLUMNS[half];
  const from = range(columns.from, block.firstRow, block.lastRow);
  const increment = range(columns.increment, block.firstRow, block.lastRow);
  const minimum = `$${columns.rate}$${block.minimumRow}`;
  const g = bases.general;
  const general = `(${scaleOn(g, from, increment)}-${scaleOn(`MIN(${minimum},${g})`, from, increment)})`;
  if (bases.savings === null) return general;
  // Half the combined savings scale, on the savings base past the minimum the general base left.
  const savings = `MAX(0,${bases.savings}-MAX(0,${minimum}-${g}))`;
  return `(${general}+${scaleOn(savings, SAVINGS_FROM, SAVINGS_INCREMENT)}/2)`;
}

const quota = (bases: Bases, taxYear: number) =>
  `(${halfQuota(bases, 'state', taxYear)}+${halfQuota(bases, 'regional', taxYear)})`;

const sumOf = (bases: Bases) =>
  bases.savings === null ? bases.general : `(${bases.general}+${bases.savings})`;

/**
 * The cuota with the added income minus the cuota without it. Art. 68.4: the cuota on income obtained
 * in Ceuta or Melilla keeps 1 − p; the other income counts as obtained there.
 */
function addedTax(before: Bases, after: Bases, taxYear: number): string {
  const p = IRPF_LOCAL_DEDUCTION;
  const localShare = `IF(${IRPF_ADDED_IS_LOCAL}=1,1,IF(${sumOf(after)}>0,${sumOf(before)}/${sumOf(after)},0))`;
  return `(${quota(after, taxYear)}*(1-${p}*${localShare})-${quota(before, taxYear)}*(1-${p}))`;
}

/** A resident owner's tax on `added` more general base in the tax year, over `other`. */
export function rentScalesTax(other: string, added: string, taxYear: number): string {
  const before = { general: `MAX(0,${other})`, savings: null };
  const after = { general: `MAX(0,${other}+${added})`, savings: null };
  return addedTax(before, after, taxYear);
}

/** A resident owner's tax on his gain, on top of his other savings income (the general base too). */
export function gainScalesTax(
  otherGeneral: string,
  otherSavings: string,
  gain: string,
  taxYear: number,
): string {
  const general = `MAX(0,${otherGeneral})`;
  const before = { general, savings: `MAX(0,${otherSavings})` };
  const after = { general, savings: `MAX(0,${otherSavings}+MAX(0,${gain}))` };
  return addedTax(before, after, taxYear);
}
