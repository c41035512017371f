// ITP (impuesto de transmisiones patrimoniales) on second-hand homes: general scale per community.
import { byCommunity, type CommunityCode } from './communities';
import { ITP_REDUCED_RATES } from './itp-reduced-rates';
import { datedFlat as flat, type Bracket, type DatedScale } from './progressive-scale';
import { SOURCES as S } from './purchase-sources';
import type { CommunityTaxRates } from './reduced-rate';
import { IN_FORCE_2025, type IsoDate } from './sourced';

// Figures: shared/reference/purchase-costs-es.md, section 1; doubts from its section 5.

function marginal(brackets: Bracket[], validFrom: IsoDate, source: string): DatedScale {
  return { mode: 'marginal', brackets, validFrom, source };
}

const CEUTA_MELILLA =
  'Se aplica el 6 % estatal sin bonificación: la bonificación del 50 % que suele citarse para Ceuta y Melilla no está confirmada en el texto legal para el ITP.';

const GENERAL: Readonly<Record<CommunityCode, { general: DatedScale; notes: string[] }>> = {
  andalucia: {
    general: flat(7, IN_FORCE_2025, S.andalucia),
    notes: ['Para el tipo joven basta con que uno de los cónyuges tenga menos de 35 años.'],
  },
  aragon: {
    general: marginal(
      [
        { upTo: 400_000, rate: 8 },
        { upTo: 450_000, rate: 8.5 },
        { upTo: 500_000, rate: 9 },
        { upTo: 750_000, rate: 9.5 },
        { upTo: null, rate: 10 },
      ],
      IN_FORCE_2025,
      S.aragon,
    ),
    notes: [
      'Aragón no tiene un tipo reducido confirmado para jóvenes o primera vivienda; el 4 % anunciado en 2024-2025 no consta aprobado.',
    ],
  },
  asturias: {
    general: {
      mode: 'whole-value',
      brackets: [
        { upTo: 300_000, rate: 8 },
        { upTo: 500_000, rate: 9 },
        { upTo: null, rate: 10 },
      ],
      validFrom: IN_FORCE_2025,
      source: S.asturiasItp,
      unconfirmed:
        'la fuente no dice si la escala es por tramos; se aplica el tipo del tramo al valor total',
    },
    notes: [
      'La escala reducida de Asturias para menores de 35 años, familias numerosas y zonas rurales (art. 32 bis) no está confirmada: se aplica la escala general.',
    ],
  },
  baleares: {
    general: marginal(
      [
        { upTo: 400_000, rate: 8 },
        { upTo: 600_000, rate: 9 },
        { upTo: 1_000_000, rate: 10 },
        { upTo: 2_000_000, rate: 12 },
        { upTo: null, rate: 13 },
      ],
      IN_FORCE_2025,
      S.baleares,
    ),
    notes: [
      'Desde marzo de 2026 el tope de la vivienda habitual sube hasta 378.212 € según la isla; sin conocer la isla se mantiene 270.151,20 €.',
    ],
  },
  canarias: {
    general: flat(6.5, IN_FORCE_2025, S.canarias),
    notes: [
      'El tipo reducido para menores de 35 años existe pero su valor no está confirmado: no se aplica.',
      'El proyecto de presupuestos de 2026 (edad 40 años, tope 200.000 €) no se aplica hasta su aprobación.',
    ],
  },
  cantabria: {
    general: flat(9, '2024-01-01', S.cantabria),
    notes: ['Anunciado para 2026 y no aplicado: 7 % para viviendas habituales de hasta 300.000 €.'],
  },
  'castilla-la-mancha': {
    general: flat(9, IN_FORCE_2025, S.castillaLaMancha),
    notes: [
      'Los tipos del 5, 4 y 3 % en zonas despobladas no se aplican: la calculadora no conoce el municipio.',
      'Proyecto de ley de febrero de 2026, no aplicado: tipo joven del 3 % y tope de 240.000 €.',
    ],
  },
  'castilla-leon': {
    general: {
      ...marginal(
        [
          { upTo: 250_000, rate: 8 },
          { upTo: null, rate: 10 },
        ],
        IN_FORCE_2025,
        S.castillaLeon,
      ),
      unconfirmed: 'el tramo del 10 % por encima de 250.000 € se apoya en una página de 2012',
    },
    notes: [
      'El 0,01 % para jóvenes en municipios rurales no se aplica: la calculadora no conoce el municipio.',
    ],
  },
  cataluna: {
    general: marginal(
      [
        { upTo: 600_000, rate: 10 },
        { upTo: 900_000, rate: 11 },
        { upTo: 1_500_000, rate: 12 },
        { upTo: null, rate: 13 },
      ],
      '2025-06-27',
      S.cataluna,
    ),
    notes: [
      'No se aplican el 7 % de la vivienda de protección oficial ni el 20 % de los grandes tenedores.',
    ],
  },
  extremadura: {
    general: marginal(
      [
        { upTo: 360_000, rate: 8 },
        { upTo: 600_000, rate: 10 },
        { upTo: null, rate: 11 },
      ],
      IN_FORCE_2025,
      S.extremadura,
    ),
    notes: [],
  },
  galicia: {
    general: flat(8, '2024-01-01', S.galicia),
    notes: [
      'La bonificación del 100 % en parroquias poco pobladas no se aplica: la calculadora no conoce la ubicación.',
    ],
  },
  madrid: {
    general: flat(6, IN_FORCE_2025, S.madrid),
    notes: [
      'La bonificación para menores de 35 años anunciada en 2026 no se aplica: no conocemos su cuantía.',
    ],
  },
  murcia: { general: flat(7.75, '2025-07-25', S.murcia), notes: [] },
  navarra: {
    general: flat(6, IN_FORCE_2025, S.navarra),
    notes: [
      'El 5 % de Navarra alcanza a otras familias que cumplan requisitos de composición; aquí solo se aplica a familias numerosas.',
    ],
  },
  'pais-vasco': {
    general: flat(4, IN_FORCE_2025, S.paisVasco),
    notes: [
      'Tipos forales de Bizkaia y Gipuzkoa. El 2,5 % también puede alcanzar a viviendas habituales que cumplan requisitos de superficie, que la calculadora no conoce.',
    ],
  },
  'la-rioja': {
    general: flat(7, IN_FORCE_2025, S.rioja),
    notes: [
      'Los tipos anteriores del 3 % (familia numerosa) y 5 % (VPO) no están confirmados para 2025.',
    ],
  },
  valencia: {
    general: {
      mode: 'whole-value',
      brackets: [
        { upTo: 1_000_000, rate: 10 },
        { upTo: null, rate: 11 },
      ],
      validFrom: IN_FORCE_2025,
      source: S.valencia,
    },
    notes: [
      'La bajada del tipo general al 9 % (anunciada; una promotora la fecha el 1 de junio de 2026) no se aplica hasta confirmarse.',
    ],
  },
  ceuta: { general: flat(6, IN_FORCE_2025, S.ceutaMelillaItp), notes: [CEUTA_MELILLA] },
  melilla: { general: flat(6, IN_FORCE_2025, S.ceutaMelillaItp), notes: [CEUTA_MELILLA] },
};

/** ITP on second-hand homes: general scale, reduced rates and notes, per community. */
export const ITP_RATES: Readonly<Record<CommunityCode, CommunityTaxRates>> = byCommunity(
  (code) => ({ ...GENERAL[code], reduced: ITP_REDUCED_RATES[code] }),
);
