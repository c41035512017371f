// IRPF savings-base scale (state + regional halves) that taxes the gain on a home sale, by year.
import { datedScale, type DatedScale } from './progressive-scale';
import { entryOn, type IsoDate } from './sourced';
import { STATE_SOURCES as S } from './state-sources';

// shared/reference/sale-taxes-es.md, section 1: Ley 7/2024 (BOE 21-12-2024) raised art. 66 LIRPF's
// top tranche from 28 to 30 % from 2025; no change for 2026 was found.

/** 2025 and 2026: 19 / 21 / 23 / 27 / 30 % (the 2026-11 audit found no amendment for 2026). */
export const IRPF_SAVINGS_SCALE: DatedScale = datedScale(
  'marginal',
  [
    { upTo: 6_000, rate: 19 },
    { upTo: 50_000, rate: 21 },
    { upTo: 200_000, rate: 23 },
    { upTo: 300_000, rate: 27 },
    { upTo: null, rate: 30 },
  ],
  '2025-01-01',
  S.irpfSavings2025,
  { confidence: 'law' },
);

/** Oldest first: the sale's tax year decides (gains accrue on the sale date). */
export const IRPF_SAVINGS_HISTORY: readonly DatedScale[] = [
  datedScale(
    'marginal',
    [
      { upTo: 6_000, rate: 19 },
      { upTo: 50_000, rate: 21 },
      { upTo: 200_000, rate: 23 },
      { upTo: null, rate: 26 },
    ],
    '2022-01-01',
    S.irpfSavings2021,
    { validTo: '2022-12-31', confidence: 'law' },
  ),
  // Ley 31/2022 art. 63: 27 % (200-300k) and 28 % (above 300k) from 2023.
  datedScale(
    'marginal',
    [
      { upTo: 6_000, rate: 19 },
      { upTo: 50_000, rate: 21 },
      { upTo: 200_000, rate: 23 },
      { upTo: 300_000, rate: 27 },
      { upTo: null, rate: 28 },
    ],
    '2023-01-01',
    S.irpfSavings2023,
    { validTo: '2024-12-31', confidence: 'law' },
  ),
  IRPF_SAVINGS_SCALE,
];

/** @throws RangeError in Spanish before 2022, whose scale we do not hold. */
export function irpfSavingsScaleOn(saleDate: IsoDate): DatedScale {
  const scale = entryOn(IRPF_SAVINGS_HISTORY, saleDate);
  if (!scale) {
    throw new RangeError(
      'No tenemos la escala del ahorro anterior a 2022: indica una venta desde el 1 de enero de 2022.',
    );
  }
  return scale;
}

/** Art. 38 LIRPF (reinvestment in a main home) and art. 33.4.b (over 65). */
export const IRPF_EXEMPTION_SOURCES = {
  reinvestment: S.irpfReinvestment,
  over65: S.irpfOver65,
} as const;
