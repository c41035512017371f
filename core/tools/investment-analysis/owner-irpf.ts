// A resident owner's IRPF from the scales: each year the cuota with this property's income minus the
// cuota without it (state and regional halves, personal minimums), and the gain on the savings base.
import { irpfScalesFor, taxAdded, type AddedTax, type IrpfScales } from '../../tax/irpf/quota';
import type { IrpfRegime } from '../../tax/irpf/types';
import type { CommunityCode } from '../../tax/communities';
import { isIsoDate, todayInMadrid } from '../../tax/dates';
import type { IsoDate } from '../../tax/sourced';
import { ownersOf, type Owner, type OwnershipInput } from './regimes';

export interface ScaleRules extends OwnershipInput {
  community: CommunityCode;
  taxResidence: CommunityCode;
  deedDate?: IsoDate;
}

/** Year 1 is the deed's calendar year (today's without a deed date); the sale falls in year 1 + H. */
export function firstTaxYear(input: { deedDate?: IsoDate }): number {
  const date = input.deedDate && isIsoDate(input.deedDate) ? input.deedDate : todayInMadrid();
  return Number(date.slice(0, 4));
}

const cache = new Map<string, IrpfScales>();

/** The scales of a residence and tax year (the tables are fixed data: kept once read). */
export function scalesFor(residence: CommunityCode, year: number): IrpfScales {
  const key = `${residence}:${year}`;
  let scales = cache.get(key);
  if (!scales) {
    scales = irpfScalesFor(residence, year);
    cache.set(key, scales);
  }
  return scales;
}

/** Art. 68.4 LIRPF: the rent of a flat in Ceuta or Melilla is obtained there by an owner living there. */
const isLocal = (rules: ScaleRules) => rules.community === rules.taxResidence;

/** One owner's tax on `general` more of base liquidable general in the tax year. */
export function ownerYearTax(
  rules: ScaleRules,
  owner: Owner,
  general: number,
  taxYear: number,
): AddedTax {
  return taxAdded(
    {
      other: { general: owner.otherIncome, savings: 0 },
      added: { general, savings: 0 },
      addedIsLocal: isLocal(rules),
    },
    scalesFor(rules.taxResidence, taxYear),
  );
}

/**
 * The gain of each owner on top of his other savings income, the general base as his other income
 * (the personal minimum reaches the savings base only through it). A loss pays nothing.
 */
export function residentGainTax(rules: ScaleRules, gain: number, holdYears: number): number {
  const taxYear = firstTaxYear(rules) + holdYears;
  return ownersOf(rules).reduce((sum, owner) => sum + ownerGainTax(rules, owner, gain, taxYear), 0);
}

/** One owner's tax on his share of the gain (a loss pays nothing), over his other savings income. */
export function ownerGainTax(
  rules: ScaleRules,
  owner: Owner,
  gain: number,
  taxYear: number,
): number {
  return taxAdded(
    {
      other: { general: owner.otherIncome, savings: owner.otherSavingsIncome },
      added: { general: 0, savings: Math.max(0, gain * owner.share) },
      addedIsLocal: isLocal(rules),
    },
    scalesFor(rules.taxResidence, taxYear),
  ).tax;
}

export interface IrpfYearUsed {
  /** Year of the analysis (1..H). */
  year: number;
  taxYear: number;
  /** The tables' year: the last approved for a later tax year. */
  tableYear: number;
  /** Combined marginal rate of each owner's last euro with the property, percent. */
  marginalRates: number[];
}

export interface IrpfSummary {
  residence: CommunityCode;
  regime: IrpfRegime;
  /** The region's own note (foral regimes). */
  note?: string;
  years: IrpfYearUsed[];
  sale: { taxYear: number; tableYear: number };
}

/** What the page says about the scales used; `general[t]` is the whole property's base of year t + 1. */
export function irpfSummary(
  rules: ScaleRules,
  general: readonly number[],
  holdYears: number,
): IrpfSummary {
  const first = firstTaxYear(rules);
  const owners = ownersOf(rules).filter((owner) => owner.share > 0);
  const sample = scalesFor(rules.taxResidence, first);
  const saleTaxYear = first + holdYears;
  return {
    residence: rules.taxResidence,
    regime: sample.regime,
    ...(sample.note ? { note: sample.note } : {}),
    years: general.map((base, index) => {
      const taxYear = first + index;
      return {
        year: index + 1,
        taxYear,
        tableYear: scalesFor(rules.taxResidence, taxYear).tableYear,
        marginalRates: owners.map(
          (owner) => ownerYearTax(rules, owner, base * owner.share, taxYear).marginalRate,
        ),
      };
    }),
    sale: { taxYear: saleTaxYear, tableYear: scalesFor(rules.taxResidence, saleTaxYear).tableYear },
  };
}
