// AJD of a home bought in the Comunidad de Madrid: DL 1/2010 arts. 32.1, 37, 38 bis and 38 ter.
import { datedScale } from './progressive-scale';
import { SOURCES as S } from './purchase-sources';
import { reducedRate as r, type CommunityTaxHistory } from './reduced-rate';
import { IN_FORCE_2025 } from './sourced';

export const MADRID_AJD = {
  // Art. 32.1: one rate on the whole value; art. 37 caps the jump at 120.000 and 180.000 €.
  general: [
    datedScale(
      'whole-value',
      [
        { upTo: 120_000, rate: 0.4 },
        { upTo: 180_000, rate: 0.5 },
        { upTo: null, rate: 0.75 },
      ],
      IN_FORCE_2025,
      S.madridAjd,
      { confidence: 'law' },
      { capJumps: true },
    ),
  ],
  // Arts. 38 bis and 38 ter: bonuses on the cuota, incompatible with each other (the lower wins).
  reduced: [
    r(0, 'vivienda habitual de hasta 250.000 €', S.madridAjdHome, {
      bonusPercent: 10,
      maxValue: 250_000,
      assumptions: ['la habitarás en 12 meses y al menos 3 años seguidos'],
      confidence: 'law',
    }),
    r(0, 'vivienda habitual de familia numerosa', S.madridAjdLargeFamily, {
      bonusPercent: 95,
      group: 'large-family',
      assumptions: [
        'la anterior vivienda habitual de la familia, si era suya, se vende en los dos años anteriores o posteriores',
        'la habitaréis en 12 meses y al menos 3 años seguidos',
      ],
      confidence: 'law',
    }),
  ],
  notes: [
    'La bonificación del 100 % del art. 38 bis para menores de 35 años en municipios de menos de 2.500 habitantes no se aplica porque la calculadora no conoce el municipio; el 0,2 % de las viviendas de protección pública (art. 32.1.a) tampoco.',
  ],
} satisfies CommunityTaxHistory;
