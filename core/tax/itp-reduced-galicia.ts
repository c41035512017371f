// Galicia's reduced ITP rates for a habitual home (DL 1/2011 art. 14), before and after Ley 5/2025.
import { SOURCES as S } from './purchase-sources';
import { reducedRate as r, type ReducedRate } from './reduced-rate';

const GALICIA_WEALTH_2025 =
  'patrimonio familiar no superior a 200.000 € más 30.000 € por miembro adicional';
const GALICIA_WEALTH_2026 =
  'patrimonio familiar no superior a 240.000 € más 30.000 € por miembro adicional';
const GALICIA_LARGE_FAMILY_WEALTH =
  'patrimonio de la familia no superior a 400.000 € más 50.000 € por miembro por encima del mínimo';
const GALICIA_2026 = { validFrom: '2026-01-01', confidence: 'law' } as const;

export const GALICIA_ITP_REDUCED: readonly ReducedRate[] = [
  r(7, 'vivienda habitual', S.galiciaReduced, {
    assumptions: [GALICIA_WEALTH_2025],
    validTo: '2025-12-31',
    confidence: 'law',
  }),
  r(3, 'vivienda habitual de comprador menor de 36 años', S.galiciaReduced, {
    group: 'young',
    maxAge: 35,
    assumptions: [GALICIA_WEALTH_2025],
    validTo: '2025-12-31',
    confidence: 'law',
  }),
  r(3, 'vivienda habitual de familia numerosa', S.galiciaReduced, {
    group: 'large-family',
    assumptions: [GALICIA_LARGE_FAMILY_WEALTH],
    validTo: '2025-12-31',
    confidence: 'law',
  }),
  // Ley 5/2025: the price, not only the wealth, is capped (the cap rises per family member).
  r(7, 'vivienda habitual de hasta 240.000 €', S.galicia2026, {
    maxValue: 240_000,
    assumptions: [GALICIA_WEALTH_2026],
    ...GALICIA_2026,
  }),
  r(3, 'vivienda habitual de hasta 240.000 €, comprador menor de 36 años', S.galicia2026, {
    group: 'young',
    maxAge: 35,
    maxValue: 240_000,
    assumptions: [GALICIA_WEALTH_2026],
    ...GALICIA_2026,
  }),
  r(3, 'vivienda habitual de hasta 400.000 €, familia numerosa', S.galicia2026, {
    group: 'large-family',
    maxValue: 400_000,
    assumptions: [GALICIA_LARGE_FAMILY_WEALTH],
    ...GALICIA_2026,
  }),
];
