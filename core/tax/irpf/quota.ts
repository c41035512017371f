// The IRPF of one person from the scales: state and regional cuotas of the general and savings bases
// after the personal minimum (arts. 56, 63, 66, 74 and 76 LIRPF), and the tax one more income adds.
import type { CommunityCode } from '../communities';
import { bracketRateFor, scaleTax, type Bracket, type RateScale } from '../progressive-scale';
import { irpfSavingsScaleOn } from '../irpf-savings-scale';
import { REGIONAL_IRPF } from './regions';
import { STATE_IRPF } from './state';
import type { IrpfRegime, IrpfScaleYear, RegionalIrpf } from './types';

export interface IrpfBases {
  general: number;
  savings: number;
}

export interface IrpfScales {
  /** The tax year asked for. */
  year: number;
  /** The year of the tables used: the last held for a later year, the first for an earlier one. */
  tableYear: number;
  state: IrpfScaleYear;
  regional: IrpfScaleYear;
  /** Each half's savings scale (half the combined one of art. 66 + 76). */
  savingsHalf: readonly Bracket[];
  regime: IrpfRegime;
  localDeductionPercent: number;
  note?: string;
}

export interface IrpfQuota {
  state: number;
  regional: number;
  /** Art. 68.4: Ceuta and Melilla. */
  localDeduction: number;
  total: number;
}

function heldYear(years: readonly IrpfScaleYear[], year: number, code: string): IrpfScaleYear {
  const first = years[0];
  const last = years.at(-1);
  if (!first || !last) throw new Error(`No hay escala del IRPF para ${code}.`);
  if (year >= last.year) return last;
  if (year <= first.year) return first;
  return years.find((entry) => entry.year === year) ?? last;
}

/** @example irpfScalesFor('madrid', 2031).tableYear // the last year held, said on the page */
export function irpfScalesFor(
  residence: CommunityCode,
  year: number,
  table: Readonly<Record<CommunityCode, RegionalIrpf>> = REGIONAL_IRPF,
): IrpfScales {
  const region = table[residence];
  const regional = heldYear(region.years, year, residence);
  const state = heldYear(STATE_IRPF, regional.year, 'el Estado');
  const combined = irpfSavingsScaleOn(`${Math.max(2022, regional.year)}-12-31`).brackets;
  return {
    year,
    tableYear: regional.year,
    state,
    regional,
    savingsHalf: combined.map((bracket) => ({ upTo: bracket.upTo, rate: bracket.rate / 2 })),
    regime: region.regime,
    localDeductionPercent: region.localDeductionPercent ?? 0,
    ...(region.note ? { note: region.note } : {}),
  };
}

const marginal = (brackets: readonly Bracket[]): RateScale => ({ mode: 'marginal', brackets });

/** One half: general base minus the scale on the minimum's part of it, then the savings excess. */
function halfQuota(bases: IrpfBases, half: IrpfScaleYear, savingsHalf: readonly Bracket[]): number {
  const general = Math.max(0, bases.general);
  const savings = Math.max(0, bases.savings);
  const scale = marginal(half.brackets);
  const onGeneral = Math.min(half.personalMinimum, general);
  const generalQuota = Math.max(0, scaleTax(general, scale) - scaleTax(onGeneral, scale));
  const leftForSavings = half.personalMinimum - onGeneral;
  return generalQuota + scaleTax(Math.max(0, savings - leftForSavings), marginal(savingsHalf));
}

/**
 * `localShare`: the part of the bases obtained in Ceuta or Melilla (art. 68.4 prorates the cuota).
 * @example irpfQuota({ general: 20_000, savings: 0 }, scales).total
 */
export function irpfQuota(bases: IrpfBases, scales: IrpfScales, localShare = 0): IrpfQuota {
  const state = halfQuota(bases, scales.state, scales.savingsHalf);
  const regional = halfQuota(bases, scales.regional, scales.savingsHalf);
  const localDeduction =
    ((state + regional) * scales.localDeductionPercent * Math.min(1, Math.max(0, localShare))) /
    100;
  return { state, regional, localDeduction, total: state + regional - localDeduction };
}

export interface AddedTax {
  /** After minus before: negative when the added income is a loss that lowers the tax. */
  tax: number;
  before: IrpfQuota;
  after: IrpfQuota;
  /** Combined state + regional rate, in percent, of the general base's last euro with the income. */
  marginalRate: number;
}

export interface AddedIncome {
  other: IrpfBases;
  added: IrpfBases;
  /** The added income is obtained where the owner lives (Ceuta or Melilla's deduction). */
  addedIsLocal?: boolean;
}

const sum = (bases: IrpfBases) => Math.max(0, bases.general) + Math.max(0, bases.savings);

/** A half's marginal rate: nothing while the base is within its personal minimum. */
const halfRate = (base: number, half: IrpfScaleYear) =>
  base > half.personalMinimum ? bracketRateFor(base, half.brackets) : 0;

/**
 * The tax the added bases cost on top of the other income: the cuota with minus the cuota without.
 * @example taxAdded({ other: { general: 30_000, savings: 0 }, added: { general: 6_000, savings: 0 } }, scales)
 */
export function taxAdded(income: AddedIncome, scales: IrpfScales): AddedTax {
  const after: IrpfBases = {
    general: Math.max(0, income.other.general + income.added.general),
    savings: Math.max(0, income.other.savings + income.added.savings),
  };
  const local = scales.localDeductionPercent > 0;
  const before = irpfQuota(income.other, scales, local ? 1 : 0);
  const localAfter = income.addedIsLocal ? sum(after) : sum(income.other);
  const total = sum(after);
  const afterQuota = irpfQuota(after, scales, local && total > 0 ? localAfter / total : 0);
  const rate = halfRate(after.general, scales.state) + halfRate(after.general, scales.regional);
  const kept = local && income.addedIsLocal ? 1 - scales.localDeductionPercent / 100 : 1;
  return {
    tax: afterQuota.total - before.total,
    before,
    after: afterQuota,
    marginalRate: rate * kept,
  };
}
