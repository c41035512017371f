// Who the results speak to: a resident reads IRPF and a non-resident IRNR (TRLIRNR), one owner
// reads "tú" and two owners "vosotros".
import type { Residence } from '../../../core/tools/investment-analysis/regimes';

export interface Voice {
  tax: 'IRPF' | 'IRNR';
  plural: boolean;
}

export const ONE_RESIDENT: Voice = { tax: 'IRPF', plural: false };

/** @example voiceOf({ residence: 'eu', owners: 2 }) // { tax: 'IRNR', plural: true } */
export function voiceOf(input: { residence: Residence; owners: number }): Voice {
  return { tax: input.residence === 'resident' ? 'IRPF' : 'IRNR', plural: input.owners === 2 };
}

/** The singular or the plural form, by the number of owners. */
export const byOwners = (voice: Voice, one: string, two: string): string =>
  voice.plural ? two : one;
