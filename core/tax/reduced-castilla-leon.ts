// Castilla y León's reduced ITP and AJD rates for a habitual home (DL 1/2013 arts. 25.3, 26.2 and 28).
import { SOURCES as S } from './purchase-sources';
import { reducedRate as r, type ReducedRate } from './reduced-rate';

const LABEL = 'vivienda habitual de familia numerosa o de compradores menores de 36 años';

// Art. 28.2: income of everyone who will live there, and the first home of each young buyer.
const CYL_GROUPS = {
  group: 'young-or-large-family',
  maxAge: 35,
  confidence: 'law',
  assumptions: [
    'que la suma de las bases imponibles del IRPF, menos el mínimo personal y familiar, de quienes vayan a vivir en ella no supere 31.500 € (37.800 € más 6.000 € por cada miembro por encima del mínimo en una familia numerosa)',
    'que todos los compradores tengan menos de 36 años y sea la primera vivienda de cada uno, o que la familia numerosa venda en un año la vivienda que ya tenga',
  ],
} as const;

export const CASTILLA_LEON_ITP_REDUCED: readonly ReducedRate[] = [
  r(4, LABEL, S.castillaLeonYoung, CYL_GROUPS),
];

export const CASTILLA_LEON_AJD_REDUCED: readonly ReducedRate[] = [
  r(0.5, LABEL, S.castillaLeonAjdReduced, CYL_GROUPS),
];
