// ITP (impuesto de transmisiones patrimoniales) on second-hand homes: general scales per community, with history.
import { byCommunity, type CommunityCode } from './communities';
import { ITP_REDUCED_RATES } from './itp-reduced-rates';
import { datedFlat as flat, datedScale, type DatedScale } from './progressive-scale';
import { SOURCES as S } from './purchase-sources';
import { STATE_SOURCES } from './state-sources';
import {
  currentTaxRates,
  type CommunityTaxHistory,
  type CommunityTaxRates,
  type DatedNote,
} from './reduced-rate';
import { IN_FORCE_2025 } from './sourced';
import { PENDING } from './text';

const CEUTA_MELILLA_NOTE =
  'Tipo del 6 % (art. 11.1.a del TRLITP) con la bonificación del 50 % de la cuota del art. 57 bis.3.a para inmuebles situados en Ceuta o Melilla: 3 % efectivo.';

// Figures: shared/reference/purchase-costs-es.md, section 1, corrected and dated by
// shared/reference/rates-audit-2026-11.md. Superseded scales keep their `validTo`.

const GENERAL: Readonly<
  Record<CommunityCode, { general: DatedScale[]; notes: (string | DatedNote)[] }>
> = {
  andalucia: {
    general: [flat(7, IN_FORCE_2025, S.andalucia, { confidence: 'law' })],
    notes: ['Para el tipo joven basta con que uno de los cónyuges tenga menos de 35 años.'],
  },
  aragon: {
    general: [
      datedScale(
        'marginal',
        [
          { upTo: 400_000, rate: 8 },
          { upTo: 450_000, rate: 8.5 },
          { upTo: 500_000, rate: 9 },
          { upTo: 750_000, rate: 9.5 },
          { upTo: null, rate: 10 },
        ],
        IN_FORCE_2025,
        S.aragon,
        { confidence: 'law' },
      ),
    ],
    notes: [
      'Aragón no tiene un tipo reducido general para jóvenes o primera vivienda. El art. 121-4 da una bonificación del 12,5 % de la cuota al menor de 35 años cuya vivienda habitual vale hasta 100.000 €, y el art. 121-5 una del 50 % a la familia numerosa que vende su vivienda anterior y compra otra al menos un 10 % mayor con renta limitada; en AJD hay bonificaciones del 30 % (art. 122-10) y del 60 % (art. 122-3) para esos mismos casos. La calculadora no las aplica.',
    ],
  },
  asturias: {
    // The law applies "el tipo que resulte atendiendo al valor íntegro": one rate on the whole value.
    general: [
      datedScale(
        'whole-value',
        [
          { upTo: 300_000, rate: 8 },
          { upTo: 500_000, rate: 9 },
          { upTo: null, rate: 10 },
        ],
        IN_FORCE_2025,
        S.asturias,
        { confidence: 'law' },
      ),
    ],
    notes: [
      'El 4 % o 6 % del art. 32 bis también vale para víctimas de violencia de género y viviendas en concejos en riesgo de despoblación, y el art. 31 bis grava al 20 % la compra de vivienda por un gran tenedor (Ley 3/2025, desde el 3-12-2025); la calculadora no pregunta por esas circunstancias.',
    ],
  },
  baleares: {
    general: [
      {
        ...datedScale(
          'marginal',
          [
            { upTo: 400_000, rate: 8 },
            { upTo: 600_000, rate: 9 },
            { upTo: 1_000_000, rate: 10 },
            { upTo: 2_000_000, rate: 12 },
            { upTo: null, rate: 13 },
          ],
          IN_FORCE_2025,
          S.baleares,
          { confidence: 'law' },
        ),
        // ATIB: the tariff gives an average rate with two decimals, applied to the whole base.
        averageRateDecimals: 2,
      },
    ],
    notes: [
      {
        text: `${PENDING}: la Orden 13/2026 (BOIB, junio de 2026) sube de nuevo el tope de la primera vivienda en algunas zonas y no hemos podido leer sus importes; usamos los topes por isla del 1 de marzo de 2026.`,
        validFrom: '2026-03-01',
      },
      {
        text: 'Con los topes por isla, el tipo reducido y la bonificación solo alcanzan los primeros 270.151,20 € y el resto del valor paga el 8 % (DLeg 1/2014, disposición adicional quinta).',
        validFrom: '2026-03-01',
      },
    ],
  },
  canarias: {
    general: [flat(6.5, IN_FORCE_2025, S.canarias)],
    notes: [
      `${PENDING}: el tipo reducido para compradores jóvenes existe pero no hemos podido confirmar su valor; no se aplica.`,
      'La Ley 9/2025, de 23 de diciembre, de presupuestos, da efectos desde el 1-1-2025 al 5 % del art. 31.1.a) para la vivienda habitual de hasta 200.000 € si el comprador no tiene otra vivienda o la vende en dos años (antes el tope era de 150.000 €); la edad de hasta 40 años es de la bonificación del art. 35, no de este tipo.',
    ],
  },
  cantabria: {
    general: [flat(9, '2024-01-01', S.cantabria, { confidence: 'law' })],
    notes: [
      'El 4 % alcanza también a compradores con discapacidad de entre el 33 % y el 65 %, a viviendas de protección pública y a municipios en riesgo de despoblamiento, y hay un 3 % para discapacidad de al menos el 65 % y un 5 % para viviendas que se rehabilitan; la calculadora no pregunta por esas circunstancias.',
      {
        text: 'Desde el 1 de mayo de 2026 (Ley de Cantabria 5/2026): la vivienda habitual paga el 7 % hasta 300.000 € y el 9 % en el tramo que exceda, y el 4 % es para menores de 40 años.',
        validFrom: '2026-05-01',
      },
    ],
  },
  'castilla-la-mancha': {
    general: [flat(9, IN_FORCE_2025, S.castillaLaMancha, { confidence: 'law' })],
    notes: [
      'Los tipos del 5, 4 y 3 % en zonas despobladas no se aplican: la calculadora no conoce el municipio.',
      {
        text: `${PENDING}: la Ley 1/2026, de 26 de marzo, modifica los arts. 19 y 21 de la Ley 8/2013 con los efectos que indica (el proyecto anunciaba un tipo joven del 3 % y un tope de 240.000 €); no hemos leído su texto y se aplican los tipos anteriores.`,
        validFrom: '2026-02-03',
      },
    ],
  },
  'castilla-leon': {
    general: [
      datedScale(
        'marginal',
        [
          { upTo: 250_000, rate: 8 },
          { upTo: null, rate: 10 },
        ],
        IN_FORCE_2025,
        S.castillaLeon,
        { confidence: 'law' },
      ),
    ],
    notes: [
      'El 0,01 % para jóvenes en municipios rurales y el 4 % por discapacidad o vivienda protegida (art. 25.3.b y d) no se aplican: la calculadora no pregunta por esas circunstancias.',
    ],
  },
  cataluna: {
    general: [
      datedScale(
        'marginal',
        [
          { upTo: 1_000_000, rate: 10 },
          { upTo: null, rate: 11 },
        ],
        IN_FORCE_2025,
        S.cataluna,
        { validTo: '2025-06-26', confidence: 'law' },
      ),
      // DL 5/2025: the ITP article entered into force three months after 27-3-2025.
      datedScale(
        'marginal',
        [
          { upTo: 600_000, rate: 10 },
          { upTo: 900_000, rate: 11 },
          { upTo: 1_500_000, rate: 12 },
          { upTo: null, rate: 13 },
        ],
        '2025-06-27',
        S.catalunaDl,
        { confidence: 'law' },
      ),
    ],
    notes: [
      'No se aplican el 7 % de la vivienda de protección oficial ni el 20 % de los grandes tenedores, ni el 5 % de familias monoparentales, personas con discapacidad y víctimas de violencia machista (arts. 641-3, 641-4 y 641-5 bis).',
      {
        text: `${PENDING}: la Ley 11/2026, de 9 de julio, modifica el art. 641-1 del libro sexto del Código tributario de Cataluña; no hemos podido leer su texto y se aplica la tarifa del Decreto-ley 5/2025.`,
        validFrom: '2026-07-10',
      },
    ],
  },
  extremadura: {
    general: [
      datedScale(
        'marginal',
        [
          { upTo: 360_000, rate: 8 },
          { upTo: 600_000, rate: 10 },
          { upTo: null, rate: 11 },
        ],
        IN_FORCE_2025,
        S.extremadura,
        { confidence: 'law' },
      ),
    ],
    notes: [
      'No se aplican el 4 % de la vivienda protegida (art. 39) ni el de la vivienda habitual en municipios de menos de 3.000 habitantes (art. 44 bis): la calculadora no pregunta por ellos. El 4 % alcanza también a compradores con discapacidad de al menos el 65 %.',
      {
        text: 'Del 29-1-2025 al 7-4-2025 rigió el Decreto-ley 1/2025; la calculadora aplica en ese periodo el 7 % hasta 180.000 € y no su trato a los menores de 36 años.',
        validFrom: '2025-01-29',
        validTo: '2025-04-07',
      },
    ],
  },
  galicia: {
    general: [flat(8, '2024-01-01', S.galicia, { confidence: 'law' })],
    notes: [
      'La bonificación del 100 % en parroquias poco pobladas no se aplica: la calculadora no conoce la ubicación.',
      {
        text: 'Desde 2026 (Ley 5/2025) el tope de precio de los tipos reducidos sube 30.000 € por cada miembro de la unidad familiar después del primero; la calculadora usa el de un comprador solo. El 3 % de las familias monoparentales no se aplica.',
        validFrom: '2026-01-01',
      },
    ],
  },
  madrid: {
    general: [flat(6, IN_FORCE_2025, S.madrid)],
    notes: [
      'Los menores de 35 años solo tienen una bonificación del 100 % en municipios de menos de 2.500 habitantes (Ley 5/2024), que no se aplica porque la calculadora no conoce el municipio; no hay otra bonificación general para jóvenes.',
    ],
  },
  murcia: {
    general: [
      flat(8, IN_FORCE_2025, S.murcia, { validTo: '2025-07-24', confidence: 'law' }),
      flat(7.75, '2025-07-25', S.murciaLaw, { confidence: 'law' }),
    ],
    notes: [],
  },
  navarra: {
    general: [flat(6, IN_FORCE_2025, S.navarra, { confidence: 'law' })],
    notes: [
      'El 5 % del art. 8.1.b.1.º alcanza a toda unidad familiar con dos o más hijos, sea o no familia numerosa; aquí se aplica cuando marcas familia numerosa.',
      'El 4 % del art. 8.1.b.2.º (vivienda habitual en un municipio declarado en riesgo de despoblación por orden foral, en la redacción de la Ley Foral 22/2023) no se aplica: depende del municipio.',
    ],
  },
  'pais-vasco': {
    general: [flat(4, IN_FORCE_2025, S.paisVasco)],
    notes: [
      'Tipos forales de Bizkaia y Gipuzkoa. El 2,5 % también puede alcanzar a viviendas habituales que cumplan requisitos de superficie, que la calculadora no conoce.',
    ],
  },
  'la-rioja': {
    general: [flat(7, IN_FORCE_2025, S.rioja, { confidence: 'law' })],
    notes: [
      'El art. 45 de la Ley 10/2017 fija además un 5 % (3 % con requisitos de plazo, superficie y renta) para la vivienda habitual de familias numerosas, un 5 % para la primera vivienda habitual de protección oficial con límites de renta y un 5 % para compradores con discapacidad de al menos el 33 %; aquí no se aplican.',
    ],
  },
  valencia: {
    general: [
      datedScale(
        'whole-value',
        [
          { upTo: 1_000_000, rate: 10 },
          { upTo: null, rate: 11 },
        ],
        IN_FORCE_2025,
        S.valencia,
        { validTo: '2026-05-31', confidence: 'law' },
      ),
      // Ley 5/2025, de 30 de mayo: 9 % for taxable events from 1 June 2026; 11 % above 1 M€ unchanged.
      datedScale(
        'whole-value',
        [
          { upTo: 1_000_000, rate: 9 },
          { upTo: null, rate: 11 },
        ],
        '2026-06-01',
        S.valencia2026,
        { confidence: 'law' },
      ),
    ],
    notes: [],
  },
  ceuta: { general: [ceutaMelilla()], notes: [CEUTA_MELILLA_NOTE] },
  melilla: { general: [ceutaMelilla()], notes: [CEUTA_MELILLA_NOTE] },
};

/** Art. 57 bis.3.a TRLITP halves the cuota; the table holds the effective rate, as the AJD's 0,25 %. */
function ceutaMelilla(): DatedScale {
  return flat(3, IN_FORCE_2025, STATE_SOURCES.trlitpCeutaMelilla, { confidence: 'law' });
}

/** ITP on second-hand homes with its history: general scales, reduced rates and notes, per community. */
export const ITP_HISTORY: Readonly<Record<CommunityCode, CommunityTaxHistory>> = byCommunity(
  (code) => ({ ...GENERAL[code], reduced: ITP_REDUCED_RATES[code] }),
);

/** ITP rates in force now (the newest entry of each history). */
export const ITP_RATES: Readonly<Record<CommunityCode, CommunityTaxRates>> = byCommunity((code) =>
  currentTaxRates(ITP_HISTORY[code]),
);
