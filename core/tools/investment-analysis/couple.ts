// Two owners: each one's tax each year and at the sale, and the first owner's share that makes the
// couple's total tax the lowest (the scales are progressive, so the split matters when bases differ).
import type { ResolvedInput } from './inputs';
import { firstTaxYear, ownerGainTax, ownerYearTax } from './owner-irpf';
import { ownersOf, type Owner } from './regimes';

/** What the split needs of an evaluation: the whole property's base each year and the gain. */
export interface CoupleBases {
  /** Base of the rent after the reduction, the whole property's, each year (may be negative). */
  taxable: readonly number[];
  /** Art. 85 LIRPF, the whole property's, each year. */
  imputed: readonly number[];
  /** Each year's tax of the whole property (IRPF or IRNR), as the projection computed it. */
  tax: readonly number[];
  gain: number;
  capitalGainsTax: number;
}

export interface OwnerTax {
  /** 0..1. */
  share: number;
  /** His tax on the rent and the imputed income, year 1 first. */
  years: number[];
  /** The sum of `years`. */
  rent: number;
  /** His tax on his share of the gain. */
  capitalGains: number;
}

export interface CoupleTax {
  owners: OwnerTax[];
  /**
   * The first owner's share, 0..100 in steps of 5, with the lowest total (rent of every year + the
   * gain); null when the split cannot change it (non-residents' flat rates).
   */
  bestOwnerSharePercent: number | null;
  /** The couple's total at the typed share and at the best one; the saving is their difference. */
  currentTotal: number;
  bestTotal: number;
  saving: number;
}

export const SHARE_STEP_PERCENT = 5;

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** One resident owner on the scales: his share of each year's base and of the gain. */
function scalesOwnerTax(input: ResolvedInput, owner: Owner, bases: CoupleBases): OwnerTax {
  const first = firstTaxYear(input);
  const years = bases.taxable.map((taxable, index) => {
    if (owner.share <= 0) return 0;
    const general = (taxable + (bases.imputed[index] ?? 0)) * owner.share;
    return ownerYearTax(input, owner, general, first + index).tax;
  });
  const gainYear = first + input.holdYears;
  const capitalGains = owner.share > 0 ? ownerGainTax(input, owner, bases.gain, gainYear) : 0;
  return { share: owner.share, years, rent: sum(years), capitalGains };
}

/** A flat rate (IRNR, or an old link's marginal rate) splits the tax in proportion to the share. */
function proportionalOwnerTax(owner: Owner, bases: CoupleBases): OwnerTax {
  const years = bases.tax.map((tax) => tax * owner.share);
  return {
    share: owner.share,
    years,
    rent: sum(years),
    capitalGains: bases.capitalGainsTax * owner.share,
  };
}

const onScales = (input: ResolvedInput) => input.residence === 'resident' && !input.flatRate;

export function ownerTaxes(input: ResolvedInput, bases: CoupleBases): OwnerTax[] {
  return ownersOf(input).map((owner) =>
    onScales(input) ? scalesOwnerTax(input, owner, bases) : proportionalOwnerTax(owner, bases),
  );
}

const totalOf = (owners: readonly OwnerTax[]) =>
  sum(owners.map((owner) => owner.rent + owner.capitalGains));

/**
 * Each owner's tax and the best split. The bases do not depend on the split (each owner declares
 * his share of the whole property's base, arts. 7 and 11 LIRPF), so only the scales are re-run.
 * @example two owners at 30.000 € and 0 € of other income: the best share gives the rent to the second
 */
export function coupleTax(input: ResolvedInput, bases: CoupleBases): CoupleTax | null {
  if (input.owners !== 2) return null;
  const owners = ownerTaxes(input, bases);
  const currentTotal = totalOf(owners);
  if (!onScales(input)) {
    return {
      owners,
      bestOwnerSharePercent: null,
      currentTotal,
      bestTotal: currentTotal,
      saving: 0,
    };
  }
  let best = { percent: 0, total: Infinity };
  for (let percent = 0; percent <= 100; percent += SHARE_STEP_PERCENT) {
    const total = totalOf(ownerTaxes({ ...input, ownerSharePercent: percent }, bases));
    // Within half a cent it is a tie: the share nearer the typed one stays.
    const nearer =
      Math.abs(percent - input.ownerSharePercent) <
      Math.abs(best.percent - input.ownerSharePercent);
    if (total < best.total - 0.005 || (total < best.total + 0.005 && nearer))
      best = { percent, total };
  }
  return {
    owners,
    bestOwnerSharePercent: best.percent,
    currentTotal,
    bestTotal: best.total,
    saving: Math.max(0, currentTotal - best.total),
  };
}
