// How much a bank lends, the one rule /hipoteca and the investment analysis share: the share of the
// value for the use, lower for a buyer who does not live in Spain, over a term that ends by 75.
import { LTV_LIMITS, MAX_AGE_AT_END, type PropertyUse } from './affordability';

/**
 * Spanish banks lend buyers who do not live in Spain 60 to 70 % of the value; the lower end is
 * taken (market practice, no official text: pendiente de confirmar).
 */
export const NON_RESIDENT_LTV_LIMIT = 60;

/** What sets the limit: the use's share, the residence's lower one, or the age at the end. */
export type LendingLimitFactor = 'use' | 'residence' | 'age';

export interface LendingLimitInput {
  use: PropertyUse;
  /** Unknown counts as resident. */
  residentInSpain?: boolean;
  /** The eldest signer's today; unknown means no age check. */
  borrowerAge?: number;
  termYears: number;
}

export interface LendingLimit {
  /** Percent of the lower of price and appraisal. */
  ltvLimit: number;
  limitedBy: LendingLimitFactor;
  ageAtEnd: number | null;
  maxAgeAtEnd: number;
  /** The longest term that ends by the age limit; null without an age. */
  maxTermYears: number | null;
  /** The term asked for ends past the age limit. */
  termTooLong: boolean;
}

const knownAge = (age: number | undefined): age is number =>
  age !== undefined && Number.isFinite(age) && age > 0;

export function lendingLimit(input: LendingLimitInput): LendingLimit {
  const byUse = LTV_LIMITS[input.use];
  const resident = input.residentInSpain ?? true;
  const ltvLimit = resident ? byUse : Math.min(byUse, NON_RESIDENT_LTV_LIMIT);
  const term = Number.isFinite(input.termYears) ? Math.max(0, input.termYears) : 0;
  const age = knownAge(input.borrowerAge) ? input.borrowerAge : undefined;
  const ageAtEnd = age !== undefined ? age + term : null;
  const termTooLong = ageAtEnd !== null && ageAtEnd > MAX_AGE_AT_END;
  return {
    ltvLimit,
    limitedBy: termTooLong ? 'age' : ltvLimit < byUse ? 'residence' : 'use',
    ageAtEnd,
    maxAgeAtEnd: MAX_AGE_AT_END,
    maxTermYears: age !== undefined ? Math.max(0, Math.floor(MAX_AGE_AT_END - age)) : null,
    termTooLong,
  };
}
