// Documents of the yearly return whose workbook the LibreOffice test recalculates: two contracts with
// 60 % and 50 %, months empty with imputed income, and repairs above the income with excesses carried.
import type { ReturnDocumentInput } from '../../core/tools/rental-return/document';

const owner = (name: string, residence: 'resident' | 'eu' | 'nonEu' = 'resident') => ({
  name,
  residence,
});

/**
 * A flat let until May under a 2022 contract (60 %), then from mid-June under a new one (50 %);
 * half of it an EU resident's (modelo 210 at 19 % on the income less the year's expenses).
 */
export const TWO_CONTRACTS: ReturnDocumentInput = {
  version: 1,
  taxYear: 2025,
  owners: [owner('Ana'), owner('Luis', 'eu')],
  properties: [
    {
      name: 'Piso de la calle Feria',
      owners: [
        { owner: 0, sharePercent: 50 },
        { owner: 1, sharePercent: 50 },
      ],
      acquisition: { kind: 'purchase', date: '2018-04-20', price: 150_000, costs: 12_000 },
      cadastral: { value: 80_000, landValue: 30_000, revisedYear: 2008 },
      furniture: [
        { cost: 6_000, date: '2018-05-01' },
        { cost: 2_400, date: '2025-06-10' },
      ],
      improvements: [{ cost: 9_000, date: '2025-07-01' }],
      expenses: {
        interest: 2_100,
        repairs: 950,
        ibi: 420.5,
        communityFees: 960,
        insurance: 310,
        services: 0,
        management: 600,
        otherTaxes: 55.2,
        legal: 250,
        doubtfulDebts: 0,
      },
      contracts: [
        { start: '2022-03-01', end: '2025-05-31', monthlyRent: 850 },
        { start: '2025-06-15', monthlyRent: 920, tenantAge: 41 },
      ],
    },
  ],
};

/**
 * Empty until April, then a zona tensionada contract 7 % below the previous rent (90 %); a second
 * home never let (imputed all year at 1,1 %, value revised in 2019); a flat let to a brother below
 * the imputation; the owner's home, which imputes nothing. A resident outside the EU owns half of the
 * studio and of the second home (modelo 210 at 24 % on the gross rent and on the imputed income).
 */
export const EMPTY_MONTHS: ReturnDocumentInput = {
  version: 1,
  taxYear: 2024,
  owners: [owner('Marta'), owner('John', 'nonEu')],
  properties: [
    {
      name: 'Estudio en Barcelona',
      owners: [
        { owner: 0, sharePercent: 50 },
        { owner: 1, sharePercent: 50 },
      ],
      acquisition: { kind: 'inheritance', date: '2015-09-01', price: 120_000, costs: 4_800 },
      cadastral: { value: 70_000, landValue: 28_000, revisedYear: 2001 },
      expenses: { interest: 0, repairs: 300, ibi: 380, communityFees: 720, insurance: 240 },
      contracts: [
        {
          start: '2024-04-01',
          monthlyRent: 930,
          zonaTensionada: true,
          previousMonthlyRent: 1_000,
          tenantAge: 40,
        },
      ],
    },
    {
      name: 'Apartamento en la playa',
      owners: [
        { owner: 0, sharePercent: 50 },
        { owner: 1, sharePercent: 50 },
      ],
      acquisition: { kind: 'purchase', date: '2010-06-01', price: 90_000, costs: 7_000 },
      cadastral: { value: 52_000, landValue: 20_000, revisedYear: 2019 },
      expenses: { ibi: 260, communityFees: 480 },
    },
    {
      name: 'Piso del hermano',
      acquisition: { kind: 'gift', date: '2024-03-10', price: 100_000, costs: 3_000 },
      // Revised in 2013: 1,1 % in 2024 only through DA 55.ª (art. 85's ten years end in 2014).
      cadastral: { value: 60_000, landValue: 25_000, revisedYear: 2013 },
      expenses: { ibi: 300 },
      contracts: [{ start: '2024-05-01', monthlyRent: 150, relative: true }],
    },
    {
      name: 'Vivienda habitual',
      habitualHome: true,
      acquisition: { kind: 'purchase', date: '2012-01-15', price: 200_000, costs: 15_000 },
      cadastral: { value: 95_000, landValue: 40_000, revisedYear: 2010 },
    },
  ],
};

/** Repairs above the year's rent: earlier excesses (2022's in its last year) used oldest first, before the year's own. */
export const REPAIRS_ABOVE_INCOME: ReturnDocumentInput = {
  version: 1,
  taxYear: 2026,
  owners: [owner('Pedro')],
  properties: [
    {
      name: 'Casa en Toledo',
      acquisition: { kind: 'purchase', date: '2019-02-01', price: 110_000, costs: 9_500 },
      cadastral: { value: 48_000, landValue: 18_000, revisedYear: 2017 },
      furniture: [{ cost: 3_000, date: '2019-03-01' }],
      expenses: { interest: 3_200, repairs: 7_800, ibi: 290, insurance: 180, legal: 120 },
      carriedForward: [
        { year: 2025, amount: 600 },
        { year: 2023, amount: 1_500 },
        { year: 2022, amount: 800 },
      ],
      contracts: [{ start: '2023-09-01', end: '2026-08-31', monthlyRent: 700 }],
    },
  ],
};

export const RETURN_CASES = {
  'Dos contratos': TWO_CONTRACTS,
  'Meses vacios': EMPTY_MONTHS,
  Reparaciones: REPAIRS_ABOVE_INCOME,
} as const;
