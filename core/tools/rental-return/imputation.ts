// Imputed income of a dwelling at the owner's disposal (art. 85 LIRPF): 2 % of the cadastral value,
// 1,1 % when revised in the tax year or the ten before (in 2023-2025, since 2012: DA 55.ª), or 1,1 %
// of half the acquisition value when there is no cadastral value; by days. The habitual home (and its
// garage) imputes nothing.
import { round2 } from '../../round';
import { daysInYear } from './calendar';
import type { ReturnProperty } from './document';
import {
  IMPUTATION_NO_CADASTRAL_SHARE,
  IMPUTATION_RATE,
  IMPUTATION_REVISED_RATE,
  IMPUTATION_DA55,
  IMPUTATION_REVISION_YEARS,
} from './law';
import type { ImputationBasis, ImputationRevision } from './result';

export interface ImputationRule {
  basis: ImputationBasis;
  ratePercent: number;
  base: number;
  /** Why the cadastral value takes 1,1 % or 2 %. */
  revision: ImputationRevision;
}

/** Which rule the year of the last collective valuation meets in the tax year. */
export function cadastralRevision(
  revisedYear: number | null | undefined,
  taxYear: number,
): ImputationRevision {
  if (revisedYear == null) return 'unknown';
  if (taxYear - revisedYear <= IMPUTATION_REVISION_YEARS) return 'tenYears';
  const da55 = IMPUTATION_DA55[taxYear];
  if (da55 && revisedYear >= da55.since) return 'since2012';
  return 'older';
}

/** The base and rate of art. 85.1 for the tax year, whatever the days. */
export function imputationRule(property: ReturnProperty, taxYear: number): ImputationRule {
  const { cadastral, acquisition } = property;
  if (cadastral.value != null && cadastral.value > 0) {
    const revision = cadastralRevision(cadastral.revisedYear, taxYear);
    const revised = revision === 'tenYears' || revision === 'since2012';
    return {
      basis: 'cadastral',
      ratePercent: revised ? IMPUTATION_REVISED_RATE : IMPUTATION_RATE,
      base: cadastral.value,
      revision,
    };
  }
  if (acquisition.price != null && acquisition.price > 0)
    return {
      basis: 'acquisition',
      ratePercent: IMPUTATION_REVISED_RATE,
      base: acquisition.price * IMPUTATION_NO_CADASTRAL_SHARE,
      revision: 'unknown',
    };
  return { basis: 'none', ratePercent: 0, base: 0, revision: 'unknown' };
}

/** The imputation of art. 85 for `days` of the year, rounded to cents. */
export function imputedFor(rule: ImputationRule, days: number, taxYear: number): number {
  return round2((rule.base * rule.ratePercent * days) / 100 / daysInYear(taxYear));
}
