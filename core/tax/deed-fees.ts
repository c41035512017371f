// Notary, registry, gestoría and appraisal costs of a purchase: official scales plus estimates.
import { marginalSlices, type Bracket } from './progressive-scale';
import { IN_FORCE_2025, cite, type DatedRate, type Provenance } from './sourced';
import { STATE_SOURCES as S } from './state-sources';

// shared/reference/purchase-costs-es.md, section 4; national scales. Rates are per cent of the slice.

/** A fixed fee for the first tranche, then marginal rates. */
export interface FeeScale extends Provenance {
  fixedFee: number;
  brackets: readonly Bracket[];
  maxFee?: number;
}

/**
 * RD 1426/1989, annex I no. 2.1 (BOE-A-1989-28111, consolidated 17-11-2011): up to 6.010,12 €,
 * 90,151816 € (15.000 pesetas; not 90,15); 4,5 ‰ on the excess up to 30.050,61. Above
 * 6.010.121,04 € fees are agreed freely; we keep 0.3 per mille.
 */
export const NOTARY_SCALE: FeeScale = {
  fixedFee: 90.151816,
  brackets: [
    { upTo: 6_010.12, rate: 0 },
    { upTo: 30_050.61, rate: 0.45 },
    { upTo: 60_101.21, rate: 0.15 },
    { upTo: 150_253.03, rate: 0.1 },
    { upTo: 601_012.1, rate: 0.05 },
    { upTo: null, rate: 0.03 },
  ],
  validFrom: IN_FORCE_2025,
  ...cite(S.notaryScale),
};

/** RD 1427/1989, with its minimum and maximum fee. */
export const REGISTRY_SCALE: FeeScale = {
  fixedFee: 24.04,
  brackets: [
    { upTo: 6_010.12, rate: 0 },
    { upTo: 30_050.61, rate: 0.175 },
    { upTo: 60_101.21, rate: 0.125 },
    { upTo: 150_253.03, rate: 0.075 },
    { upTo: 601_012.1, rate: 0.03 },
    { upTo: null, rate: 0.02 },
  ],
  maxFee: 2_181.67,
  validFrom: IN_FORCE_2025,
  ...cite(S.registryScale),
};

export const SCALE_FEE_CUT: DatedRate = {
  value: 5,
  validFrom: IN_FORCE_2025,
  ...cite(S.feeCut),
};

/**
 * Folios, copies, IVA and notes the scale leaves out, set so 100,000-250,000 EUR homes land in the
 * typical notary 600-875 and registry 400-650 EUR ranges; no tariff fixes them: our estimate.
 */
export const NOTARY_EXTRAS_ESTIMATE: DatedRate = {
  value: 400,
  validFrom: IN_FORCE_2025,
  ...cite(S.deedExtras),
};
export const REGISTRY_EXTRAS_ESTIMATE: DatedRate = {
  value: 350,
  validFrom: IN_FORCE_2025,
  ...cite(S.deedExtras),
};

/** Unregulated: middle of the 300-400 EUR range cited. */
export const MANAGEMENT_FEE_ESTIMATE: DatedRate = {
  value: 350,
  validFrom: IN_FORCE_2025,
  ...cite(S.gestoria),
};

/** Paid by the borrower: middle of the 250-500 EUR range cited for 2025. */
export const APPRAISAL_FEE_ESTIMATE: DatedRate = {
  value: 375,
  validFrom: IN_FORCE_2025,
  ...cite(S.appraisal),
};

/** With the 5 % cut, unrounded. @example scaleFee(100_000, NOTARY_SCALE) // 283.31 x 0.95 = 269.15 */
export function scaleFee(value: number, scale: FeeScale): number {
  if (!(value > 0)) return 0;
  const variable = marginalSlices(value, scale.brackets).reduce((sum, slice) => sum + slice.tax, 0);
  const fee = Math.min(scale.fixedFee + variable, scale.maxFee ?? Number.POSITIVE_INFINITY);
  return fee * (1 - SCALE_FEE_CUT.value / 100);
}

/** Scale fee plus the extras estimate. @example notaryFees(200_000) // 358.43 x 0.95 + 400 = 740.51 */
export function notaryFees(price: number): number {
  return price > 0 ? scaleFee(price, NOTARY_SCALE) + NOTARY_EXTRAS_ESTIMATE.value : 0;
}

/** Scale fee plus the extras estimate. @example registryFees(200_000) // 186.21 x 0.95 + 350 = 526.90 */
export function registryFees(price: number): number {
  return price > 0 ? scaleFee(price, REGISTRY_SCALE) + REGISTRY_EXTRAS_ESTIMATE.value : 0;
}
