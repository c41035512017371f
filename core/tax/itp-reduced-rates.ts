// Reduced ITP rates for a habitual home (young buyers, large families, value caps), per community, dated.
import type { CommunityCode } from './communities';
import { GALICIA_ITP_REDUCED } from './itp-reduced-galicia';
import { CASTILLA_LEON_ITP_REDUCED } from './reduced-castilla-leon';
import { reducedRate as r, type ReducedRate } from './reduced-rate';
import { SOURCES as S } from './purchase-sources';

// Figures: shared/reference/purchase-costs-es.md, section 1. Rules whose deciding condition the form
// cannot know (municipality, disability, protected housing) are left out and named in ITP_RATES notes.
// Dates and 2025-2026 changes: shared/reference/rates-audit-2026-11.md.

const NO_OTHER_HOME = 'no tener otra vivienda en propiedad';
const BALEARES_CAP = 270_151.2;
/** Order of the consejero, BOIB 17-3-2026, in force from 1-3-2026 (Menorca keeps the old cap). */
const BALEARES_ISLAND_CAPS = {
  mallorca: 307_089,
  menorca: 270_151.2,
  ibiza: 378_212,
  formentera: 378_212,
} as const;
const ISLAND_CAPS_TEXT =
  'dentro del tope de su isla (Mallorca 307.089 €, Menorca 270.151,20 €, Ibiza y Formentera 378.212 €)';
const BALEARES_OLD = {
  maxValue: BALEARES_CAP,
  assumptions: [NO_OTHER_HOME],
  validTo: '2026-02-28',
  confidence: 'law',
} as const;
// DA 5ª: with a raised cap only the first 270,151.20 € take the reduced rate; the rest pays 8 %.
const BALEARES_NEW = {
  validFrom: '2026-03-01',
  maxValueByIsland: BALEARES_ISLAND_CAPS,
  cappedBase: BALEARES_CAP,
  assumptions: [NO_OTHER_HOME],
  confidence: 'press',
} as const;
const BALEARES_YOUNG_LABEL =
  'primera vivienda habitual de comprador menor de 30 años (bonificación del 100 %)';
// Art. 14 quater.1.g: a mortgage of at least 60 % of the appraisal (compared with the price).
const BALEARES_YOUNG = {
  group: 'young',
  maxAge: 29,
  minLoanShare: 0.599_99,
  assumptions: [
    NO_OTHER_HOME,
    'residencia en las Illes Balears en los tres años anteriores',
    'base imponible del IRPF de hasta 52.800 € (84.480 € en declaración conjunta)',
    'un préstamo hipotecario de al menos el 60 % del valor de tasación',
  ],
} as const;
const ASTURIAS_GROUPS = { group: 'young-or-large-family', maxAge: 35, confidence: 'law' } as const;
const EXTREMADURA_INCOME =
  'base imponible no superior a 30.000 € (55.000 € en declaración conjunta)';
// Ley 9/2025, DF 11ª: its changes to DLeg 1/2009 take effect from 1-1-2025.
const CANARIAS_5 = {
  maxValue: 200_000,
  confidence: 'law',
  assumptions: ['el comprador no tiene otra vivienda, o la vende en escritura pública en dos años'],
} as const;
// Art. 9.7: reduced rates on the first 300,000 € only. Ley 5/2026 in force 1-5-2026 (BOC 30-4-2026).
const CANTABRIA = { cappedBase: 300_000, confidence: 'law' } as const;
const CANTABRIA_OLD = { ...CANTABRIA, validFrom: '2024-01-01', validTo: '2026-04-30' } as const;
const CANTABRIA_NEW = { ...CANTABRIA, validFrom: '2026-05-01' } as const;
const CATALUNA_YOUNG = {
  group: 'young',
  assumptions: [
    'base imponible del IRPF, menos el mínimo personal y familiar, no superior a 36.000 €',
  ],
  confidence: 'law',
} as const;
const VALENCIA_INCOME = 'renta no superior a 25.000 € (40.000 € en declaración conjunta)';

export const ITP_REDUCED_RATES: Readonly<Record<CommunityCode, readonly ReducedRate[]>> = {
  andalucia: [
    r(6, 'vivienda habitual de hasta 150.000 €', S.andaluciaReduced, { maxValue: 150_000 }),
    r(3.5, 'vivienda habitual de hasta 150.000 €, comprador menor de 35 años', S.andaluciaReduced, {
      group: 'young',
      maxAge: 34,
      maxValue: 150_000,
    }),
  ],
  aragon: [],
  asturias: [
    // Art. 32 bis: one rate on the whole value, 4 % up to 150,000 € and 6 % above.
    r(
      4,
      'vivienda habitual de hasta 150.000 €, comprador de hasta 35 años o familia numerosa',
      S.asturiasReduced,
      { ...ASTURIAS_GROUPS, maxValue: 150_000 },
    ),
    r(
      6,
      'vivienda habitual de más de 150.000 €, comprador de hasta 35 años o familia numerosa',
      S.asturiasReduced,
      ASTURIAS_GROUPS,
    ),
  ],
  baleares: [
    r(4, 'primera vivienda habitual de hasta 270.151,20 €', S.balearesReduced, BALEARES_OLD),
    r(4, `primera vivienda habitual ${ISLAND_CAPS_TEXT}`, S.balearesCaps, BALEARES_NEW),
    r(2, 'primera vivienda habitual de hasta 270.151,20 €, menor de 36 años', S.balearesReduced, {
      ...BALEARES_OLD,
      group: 'young',
      maxAge: 35,
    }),
    r(2, `primera vivienda habitual ${ISLAND_CAPS_TEXT}, menor de 36 años`, S.balearesCaps, {
      ...BALEARES_NEW,
      group: 'young',
      maxAge: 35,
    }),
    // Art. 10.d.3º: up to 350,000 €, 2 % on the first 270,151.20 € and 8 % on the rest.
    r(2, 'vivienda habitual de familia numerosa de hasta 350.000 €', S.balearesReduced, {
      group: 'large-family',
      maxValue: 350_000,
      cappedBase: BALEARES_CAP,
      assumptions: [NO_OTHER_HOME],
      confidence: 'law',
    }),
    r(0, BALEARES_YOUNG_LABEL, S.balearesYoung, { ...BALEARES_OLD, ...BALEARES_YOUNG }),
    r(0, BALEARES_YOUNG_LABEL, S.balearesCaps, { ...BALEARES_NEW, ...BALEARES_YOUNG }),
  ],
  canarias: [
    // Art. 31.1.a) (DF 11ª.Diecinueve): 200.000 € cap, no income or age limit for the 5 %.
    r(5, 'vivienda habitual con base de hasta 200.000 €', S.canarias2026, CANARIAS_5),
    r(1, 'vivienda habitual de familia numerosa', S.canariasReduced, {
      group: 'large-family',
      confidence: 'law',
      assumptions: [
        'bases imponibles de la familia no superiores a 46.455 €, más 18.200 € por cada hijo por encima del mínimo de la familia numerosa',
        'no tener otra vivienda, o venderla en escritura pública en dos años',
      ],
    }),
  ],
  cantabria: [
    r(7, 'vivienda habitual de valor inferior a 200.000 €', S.cantabria, {
      valueBelow: 200_000,
      ...CANTABRIA_OLD,
    }),
    r(4, 'vivienda habitual de comprador menor de 36 años o familia numerosa', S.cantabria, {
      group: 'young-or-large-family',
      maxAge: 35,
      ...CANTABRIA_OLD,
    }),
    // Ley 5/2026: 7 % on the first 300,000 € of any habitual home, 9 % above; 4 % under 40.
    r(7, 'vivienda habitual', S.cantabria2026, CANTABRIA_NEW),
    r(4, 'vivienda habitual de comprador menor de 40 años o familia numerosa', S.cantabria2026, {
      group: 'young-or-large-family',
      maxAge: 39,
      ...CANTABRIA_NEW,
    }),
  ],
  'castilla-la-mancha': [
    r(
      6,
      'primera vivienda habitual de hasta 180.000 € financiada en más del 50 %',
      S.castillaLaManchaReduced,
      {
        maxValue: 180_000,
        minLoanShare: 0.5,
      },
    ),
    r(
      5,
      'primera vivienda habitual de hasta 180.000 € financiada en más del 50 %, menor de 36 años o familia numerosa',
      S.castillaLaManchaReduced,
      { group: 'young-or-large-family', maxAge: 35, maxValue: 180_000, minLoanShare: 0.5 },
    ),
  ],
  'castilla-leon': CASTILLA_LEON_ITP_REDUCED,
  cataluna: [
    r(5, 'vivienda habitual de comprador de hasta 32 años', S.catalunaYoung, {
      ...CATALUNA_YOUNG,
      maxAge: 32,
      validTo: '2025-06-26',
    }),
    r(5, 'vivienda habitual de comprador de hasta 35 años', S.catalunaYoung2025, {
      ...CATALUNA_YOUNG,
      maxAge: 35,
      validFrom: '2025-06-27',
    }),
    r(5, 'vivienda habitual de familia numerosa', S.catalunaLargeFamily, {
      group: 'large-family',
      assumptions: [
        'bases imponibles de la familia, menos los mínimos, de hasta 36.000 € más 14.000 € por hijo por encima del mínimo',
      ],
      confidence: 'law',
    }),
  ],
  extremadura: [
    r(7, 'vivienda habitual de hasta 122.000 €', S.extremadura, {
      maxValue: 122_000,
      validTo: '2025-01-28',
      confidence: 'law',
    }),
    // Decree of January 2025 (180,000 €), then Ley 1/2025 (DOE 7-4-2025): 200,000 € and income caps.
    r(7, 'vivienda habitual de hasta 180.000 €', S.extremaduraJan2025, {
      maxValue: 180_000,
      assumptions: [EXTREMADURA_INCOME],
      validFrom: '2025-01-29',
      validTo: '2025-04-07',
      confidence: 'law',
    }),
    r(7, 'vivienda habitual de hasta 200.000 €', S.extremadura2025, {
      maxValue: 200_000,
      assumptions: [EXTREMADURA_INCOME],
      validFrom: '2025-04-08',
      confidence: 'law',
    }),
    r(
      4,
      'vivienda habitual de hasta 200.000 €, menor de 36 años o familia numerosa',
      S.extremadura2025,
      {
        group: 'young-or-large-family',
        maxAge: 35,
        maxValue: 200_000,
        assumptions: [EXTREMADURA_INCOME],
        validFrom: '2025-04-08',
        confidence: 'law',
      },
    ),
  ],
  galicia: GALICIA_ITP_REDUCED,
  madrid: [
    r(
      5.4,
      'vivienda habitual de hasta 250.000 € (bonificación del 10 % de la cuota)',
      S.madridReduced,
      {
        maxValue: 250_000,
      },
    ),
    r(4, 'vivienda habitual de familia numerosa', S.madridLargeFamily, { group: 'large-family' }),
  ],
  murcia: [
    r(3, 'vivienda habitual de comprador de hasta 40 años', S.murciaYoung, {
      group: 'young',
      maxAge: 40,
      assumptions: [
        'base general menos mínimos inferior a 40.000 € y base del ahorro hasta 1.800 €',
      ],
      validFrom: '2024-01-01',
    }),
  ],
  navarra: [
    r(5, 'vivienda habitual de familia con dos o más hijos', S.navarraReduced, {
      group: 'large-family',
      cappedBase: 180_304,
      assumptions: ['nadie en la unidad familiar tiene más del 25 % de otra vivienda en Navarra'],
      confidence: 'law',
    }),
  ],
  'pais-vasco': [
    r(2.5, 'vivienda habitual de familia numerosa', S.paisVascoReduced, {
      group: 'large-family',
      unconfirmed: 'la fuente cita requisitos de superficie o de familia sin detallarlos',
    }),
  ],
  'la-rioja': [
    r(4, 'primera vivienda habitual de comprador menor de 40 años', S.riojaYoung, {
      group: 'young',
      maxAge: 39,
      // Ley 1/2025, de 28 de febrero, published in the BOR on 3 March 2025.
      validFrom: '2025-03-03',
      confidence: 'law',
    }),
  ],
  valencia: [
    r(6, 'primera vivienda habitual de hasta 180.000 €, comprador menor de 35 años', S.valencia, {
      group: 'young',
      maxAge: 34,
      maxValue: 180_000,
      assumptions: [VALENCIA_INCOME],
      validFrom: '2024-01-01',
    }),
    r(8, 'primera vivienda habitual de más de 180.000 €, comprador menor de 35 años', S.valencia, {
      group: 'young',
      maxAge: 34,
      assumptions: [VALENCIA_INCOME],
      validFrom: '2024-01-01',
    }),
    r(3, 'vivienda habitual de familia numerosa', S.valencia, {
      group: 'large-family',
      validFrom: '2024-01-01',
    }),
  ],
  ceuta: [],
  melilla: [],
};
