// AJD (actos jurídicos documentados) on the purchase deed of a new home, per community, dated and sourced.
import { byCommunity, type CommunityCode } from './communities';
import { datedFlat as flat, datedScale, type DatedScale } from './progressive-scale';
import { SOURCES as S } from './purchase-sources';
import { STATE_SOURCES } from './state-sources';
import {
  currentTaxRates,
  reducedRate as r,
  type CommunityTaxHistory,
  type CommunityTaxRates,
  type DatedNote,
  type ReducedRate,
} from './reduced-rate';
import { IN_FORCE_2025 } from './sourced';
import { CASTILLA_LEON_AJD_REDUCED } from './reduced-castilla-leon';
import { MADRID_AJD } from './ajd-madrid';
import { PENDING } from './text';

// Figures: shared/reference/purchase-costs-es.md, section 2, corrected and dated by
// shared/reference/rates-audit-2026-11.md (sections 1 and 5).

const NOT_RETRIEVED = `${PENDING}: no hemos encontrado un tipo reducido de AJD en vigor; se aplica el general.`;
const CEUTA_MELILLA =
  'Tipo del 0,5 % con la bonificación del 50 % del art. 57 bis del TRLITP para inmuebles inscritos en Ceuta o Melilla: 0,25 % efectivo.';

const GALICIA_2025 = { validTo: '2025-12-31', confidence: 'law' } as const;
const GALICIA_2026 = { validFrom: '2026-01-01', confidence: 'law' } as const;

const CATALUNA_LAW_2026 = {
  text: `${PENDING}: la Ley 11/2026, de 9 de julio, modifica los arts. 641-1 y 642-1 del libro sexto del Código tributario de Cataluña; no hemos podido leer su texto y se aplican los tipos del Decreto-ley 5/2025.`,
  validFrom: '2026-07-10',
} as const;

const TABLE: Readonly<
  Record<
    CommunityCode,
    { general: DatedScale[]; reduced?: ReducedRate[]; notes?: (string | DatedNote)[] }
  >
> = {
  andalucia: {
    general: [flat(1.2, IN_FORCE_2025, S.andalucia, { confidence: 'law' })],
    reduced: [
      r(
        0.3,
        'vivienda habitual de hasta 150.000 €, comprador menor de 35 años',
        S.andaluciaAjdYoung,
        {
          group: 'young',
          maxAge: 34,
          maxValue: 150_000,
        },
      ),
    ],
  },
  aragon: { general: [flat(1.5, IN_FORCE_2025, S.aragon, { confidence: 'law' })] },
  asturias: {
    general: [flat(1.2, IN_FORCE_2025, S.asturias, { confidence: 'law' })],
    notes: ['El 0,3 % para beneficiarios de ayudas a vivienda protegida no se aplica.'],
  },
  baleares: {
    // Arts. 15 and 17 bis: 1.5 %, or 2 % on the whole value from 1,000,000 €.
    general: [
      datedScale(
        'whole-value',
        [
          { upTo: 999_999.99, rate: 1.5 },
          { upTo: null, rate: 2 },
        ],
        IN_FORCE_2025,
        S.balearesAjd,
        { confidence: 'law' },
      ),
    ],
    reduced: [
      r(1.2, 'primera vivienda habitual de hasta 270.151,20 €', S.balearesAjd, {
        maxValue: 270_151.2,
        assumptions: ['no tener el 50 % o más de otra vivienda'],
        confidence: 'law',
      }),
    ],
    notes: [
      {
        text: `${PENDING}: la disposición adicional quinta del DLeg 1/2014 permite subir por islas también el tope del 1,2 % (y entonces el 1,2 % solo alcanza los primeros 270.151,20 €); no hemos podido leer si la orden del BOIB de 17-3-2026 lo hace, y aplicamos el tope de 270.151,20 €.`,
        validFrom: '2026-03-01',
      },
    ],
  },
  canarias: {
    // Art. 36: the deed of a new home bought from its developer is subject to IGIC, so 1 %.
    general: [flat(1, IN_FORCE_2025, S.canariasAjd, { confidence: 'law' })],
    notes: [
      `${PENDING}: no se aplica el 0,40 % del art. 37.1 para la vivienda habitual de quien cumple los requisitos de los tipos reducidos y bonificaciones de TPO (familia numerosa, discapacidad, jóvenes de hasta 40 años…): el Decreto-ley 5/2026, de 27 de julio, modifica ese artículo y no hemos podido leer su texto.`,
    ],
  },
  cantabria: {
    general: [flat(1.5, IN_FORCE_2025, S.cantabriaAjd, { confidence: 'law' })],
    // Art. 13.9: every reduced AJD rate covers only the first 300,000 €; the rest pays 1.5 %.
    reduced: [
      r(1, 'vivienda habitual', S.cantabriaAjd, { cappedBase: 300_000, confidence: 'law' }),
      r(0.1, 'vivienda habitual de comprador menor de 36 años o familia numerosa', S.cantabriaAjd, {
        group: 'young-or-large-family',
        maxAge: 35,
        cappedBase: 300_000,
        validTo: '2026-04-30',
        confidence: 'law',
      }),
      r(
        0.1,
        'vivienda habitual de comprador menor de 40 años o familia numerosa',
        S.cantabriaAjd2026,
        {
          group: 'young-or-large-family',
          maxAge: 39,
          cappedBase: 300_000,
          validFrom: '2026-05-01',
          confidence: 'law',
        },
      ),
    ],
    notes: [
      'El 0,1 % alcanza también a compradores con discapacidad de entre el 33 % y el 65 % y a municipios en riesgo de despoblamiento, y hay un 0,05 % para discapacidad de al menos el 65 %; la calculadora no pregunta por esas circunstancias.',
    ],
  },
  'castilla-la-mancha': {
    general: [flat(1.5, IN_FORCE_2025, S.castillaLaMancha, { confidence: 'law' })],
    reduced: [
      r(
        0.75,
        'primera vivienda habitual de hasta 180.000 € financiada en más del 50 %',
        S.castillaLaManchaReduced,
        { maxValue: 180_000, minLoanShare: 0.5 },
      ),
      r(
        0.5,
        'primera vivienda habitual de hasta 180.000 € financiada en más del 50 %, menor de 36 años o familia numerosa',
        S.castillaLaManchaReduced,
        { group: 'young-or-large-family', maxAge: 35, maxValue: 180_000, minLoanShare: 0.5 },
      ),
    ],
    notes: [
      {
        text: `${PENDING}: la Ley 1/2026, de 26 de marzo, modifica el art. 21 de la Ley 8/2013 con los efectos que indica (el proyecto anunciaba un AJD joven del 0,25 %); no hemos leído su texto y se aplica el 0,5 %.`,
        validFrom: '2026-02-03',
      },
    ],
  },
  'castilla-leon': {
    general: [flat(1.5, IN_FORCE_2025, S.castillaLeonAjd, { confidence: 'law' })],
    reduced: [...CASTILLA_LEON_AJD_REDUCED],
    notes: [
      'El 0,01 % para jóvenes en núcleos rurales y el 0,50 % por discapacidad o vivienda protegida no se aplican: la calculadora no pregunta por esas circunstancias.',
    ],
  },
  cataluna: {
    general: [flat(1.5, IN_FORCE_2025, S.catalunaAjd, { confidence: 'law' })],
    // DL 5/2025 added art. 642-6; the Codi had no reduced AJD for young buyers before.
    reduced: [
      r(
        0,
        'vivienda habitual de comprador de hasta 35 años (bonificación del 100 %)',
        S.catalunaAjdYoung,
        {
          group: 'young',
          maxAge: 35,
          assumptions: [
            'base imponible del IRPF, menos el mínimo personal y familiar, no superior a 36.000 €',
          ],
          validFrom: '2025-06-27',
          confidence: 'law',
        },
      ),
    ],
    notes: [CATALUNA_LAW_2026],
  },
  extremadura: {
    general: [flat(1.5, IN_FORCE_2025, S.extremadura, { confidence: 'law' })],
    reduced: [
      r(0.75, 'vivienda habitual de hasta 122.000 €', S.extremaduraAjd, {
        maxValue: 122_000,
        assumptions: [
          'bases imponibles de hasta 19.000 € (24.000 € en conjunta) y renta familiar de hasta 30.000 € más 3.000 € por hijo',
        ],
        validTo: '2026-08-04',
        confidence: 'law',
      }),
      r(0.5, 'vivienda habitual de hasta 200.000 €', S.extremaduraAjd2026, {
        maxValue: 200_000,
        assumptions: ['bases imponibles de hasta 30.000 € (55.000 € en declaración conjunta)'],
        validFrom: '2026-08-05',
        confidence: 'law',
      }),
    ],
    notes: [
      'El AJD reducido de la vivienda protegida con precio máximo legal (la «vivienda media») no se aplica: la calculadora no pregunta si la vivienda es protegida.',
    ],
  },
  galicia: {
    general: [flat(1.5, IN_FORCE_2025, S.galiciaAjd, { confidence: 'law' })],
    reduced: [
      r(1, 'vivienda habitual', S.galiciaAjd, GALICIA_2025),
      r(0.5, 'vivienda habitual de comprador menor de 36 años o familia numerosa', S.galiciaAjd, {
        group: 'young-or-large-family',
        maxAge: 35,
        ...GALICIA_2025,
      }),
      // Ley 5/2025: price caps of 240,000 € (400,000 € for large families).
      r(1, 'vivienda habitual de hasta 240.000 €', S.galiciaAjd2026, {
        maxValue: 240_000,
        ...GALICIA_2026,
      }),
      r(0.5, 'vivienda habitual de hasta 240.000 €, comprador menor de 36 años', S.galiciaAjd2026, {
        group: 'young',
        maxAge: 35,
        maxValue: 240_000,
        ...GALICIA_2026,
      }),
      r(0.5, 'vivienda habitual de hasta 400.000 €, familia numerosa', S.galiciaAjd2026, {
        group: 'large-family',
        maxValue: 400_000,
        ...GALICIA_2026,
      }),
    ],
  },
  madrid: MADRID_AJD,
  murcia: {
    // Ley 3/2025 (BORM 24-7-2025): 2 % -> 1.5 % on deeds of transfers subject to IVA.
    general: [
      flat(2, IN_FORCE_2025, S.murcia, { validTo: '2025-07-24', confidence: 'law' }),
      flat(1.5, '2025-07-25', S.murciaLaw, { confidence: 'law' }),
    ],
    reduced: [
      r(0.1, 'vivienda habitual de comprador de hasta 40 años', S.murciaYoung, {
        group: 'young',
        maxAge: 40,
        validFrom: '2024-01-01',
      }),
    ],
  },
  navarra: {
    general: [flat(0.5, IN_FORCE_2025, S.navarra, { confidence: 'law' })],
  },
  'pais-vasco': {
    general: [flat(0.5, IN_FORCE_2025, S.paisVasco, 'tipo foral tomado de listas bancarias')],
  },
  'la-rioja': {
    general: [flat(1, IN_FORCE_2025, S.rioja, { confidence: 'law' })],
    notes: [
      'El art. 49.1 de la Ley 10/2017 fija un 0,1 % de AJD para la vivienda habitual de familias numerosas y de compradores con discapacidad de al menos el 33 %; aquí no se aplica.',
    ],
  },
  valencia: {
    // Ley 5/2025, de 30 de mayo: 1.5 % -> 1.4 % from 1 June 2026.
    general: [
      flat(1.5, IN_FORCE_2025, S.valenciaAjd, { validTo: '2026-05-31' }),
      flat(1.4, '2026-06-01', S.valencia2026, { confidence: 'law' }),
    ],
    notes: [NOT_RETRIEVED],
  },
  ceuta: {
    general: [
      flat(0.25, IN_FORCE_2025, STATE_SOURCES.trlitpAjdCeutaMelilla, { confidence: 'law' }),
    ],
    notes: [CEUTA_MELILLA],
  },
  melilla: {
    general: [
      flat(0.25, IN_FORCE_2025, STATE_SOURCES.trlitpAjdCeutaMelilla, { confidence: 'law' }),
    ],
    notes: [CEUTA_MELILLA],
  },
};

/** AJD on the purchase deed of a new home (second-hand homes pay ITP instead), with its history. */
export const AJD_HISTORY: Readonly<Record<CommunityCode, CommunityTaxHistory>> = byCommunity(
  (code) => {
    const entry = TABLE[code];
    return { general: entry.general, reduced: entry.reduced ?? [], notes: entry.notes ?? [] };
  },
);

/** AJD rates in force now (the newest entry of each history). */
export const AJD_RATES: Readonly<Record<CommunityCode, CommunityTaxRates>> = byCommunity((code) =>
  currentTaxRates(AJD_HISTORY[code]),
);
