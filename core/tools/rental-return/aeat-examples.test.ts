// The Agencia Tributaria's own worked examples on rental income, Manual práctico de Renta 2025 and
// 2024, Parte 1 (caps. 4 and 10), as documents against the engine. The manual prorates a part year by
// twelfths and rounds the building's share of the cadastral value to whole hundredths of a percent;
// the engine prorates by days and keeps the exact share. Where the readings agree the manual's figure
// is asserted as printed; where they differ, the engine's figure with its arithmetic and the gap.
import { computeReturn } from './compute';
import { parseReturnDocument, type ReturnDocument, type ReturnDocumentInput } from './document';

type FullPropertyInput = NonNullable<ReturnDocumentInput['properties']>[number];
/** The acquisition defaults to unknown, as in a file that leaves it out. */
type PropertyInput = Omit<FullPropertyInput, 'acquisition'> & {
  acquisition?: FullPropertyInput['acquisition'];
};

function returnOf(taxYear: 2024 | 2025, properties: PropertyInput[]) {
  const input: ReturnDocumentInput = {
    version: 1,
    taxYear,
    owners: [{ name: 'Titular', residence: 'resident' }],
    properties: properties.map((property) => ({ acquisition: {}, ...property })),
  };
  const parsed = parseReturnDocument(input);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const document: ReturnDocument = parsed.document;
  return computeReturn(document);
}

describe('Manual 2025, caso práctico del capítulo 4, vivienda 1: dos contratos (págs. 298-300)', () => {
  // Let all year to two tenants: 900 €/month until 31-5-2025 (contract of 2021), 1.000 €/month from
  // 1-6-2025. Bought in 2000 for 120.000 € + 9.000 € of costs; cadastral value 76.200 €, land 37.080 €.
  const [flat] = returnOf(2025, [
    {
      name: 'Vivienda en zona no tensionada',
      acquisition: { kind: 'purchase', date: '2000-01-01', price: 120_000, costs: 9_000 },
      cadastral: { value: 76_200, landValue: 37_080, revisedYear: 2012 },
      furniture: [{ cost: 8_500, date: '2017-01-01' }],
      expenses: { interest: 400, repairs: 500, ibi: 320, communityFees: 900 },
      contracts: [
        { start: '2021-01-01', end: '2025-05-31', monthlyRent: 900 },
        { start: '2025-06-01', monthlyRent: 1_000 },
      ],
    },
  ]).properties;

  it('earns the rent of whole months, as the manual: 900 × 5 + 1.000 × 7 = 11.500 €', () => {
    expect(flat?.contracts.map((contract) => contract.grossIncome)).toEqual([4_500, 7_000]);
    expect(flat?.grossIncome).toBe(11_500);
    // Interest 400 + facade 500 = 900 €, far below the income: nothing to carry.
    expect(flat?.interestAndRepairs).toBe(900);
    expect(flat?.excessCarriedForward).toBe(0);
    // Furniture: 10 % × 8.500 = 850 €, the whole year let.
    expect(flat?.furnitureAmortisation).toBe(850);
    expect(flat?.imputedIncome).toBe(0);
  });

  it('amortises the building on the exact share: 1.986,80 € against the manual’s 1.986,86 €', () => {
    // 39.120 ÷ 76.200 = 51,3386 % × 129.000 = 66.226,77 € × 3 % = 1.986,80 €; the manual rounds the
    // share to 51,34 %: 66.228,60 × 3 % = 1.986,86 €.
    expect(flat?.buildingAmortisation).toBe(1_986.8);
    // 400 + 500 + 320 + 900 + 1.986,80 + 850 = 4.956,80 € (manual 4.956,86 €).
    expect(flat?.deductibleExpenses).toBe(4_956.8);
    // 11.500 − 4.956,80 = 6.543,20 € (manual 6.543,14 €).
    expect(flat?.netIncome).toBe(6_543.2);
  });

  it('gives the old contract 60 % (DT 38.ª) and the new one 50 %, as the manual', () => {
    expect(flat?.contracts.map((contract) => contract.reductionPercent)).toEqual([60, 50]);
  });

  it('splits the expenses by days where the manual uses twelfths: 3.026,66 € against 3.028,11 €', () => {
    // 4.956,80 × 151 ÷ 365 = 2.050,62 € and 4.956,80 − 2.050,62 = 2.906,18 € (manual 5/12 and 7/12:
    // 2.065,36 € and 2.891,50 €).
    expect(flat?.contracts.map((contract) => contract.expensesShare)).toEqual([2_050.62, 2_906.18]);
    // 4.500 − 2.050,62 = 2.449,38 € × 60 % = 1.469,63 €; 7.000 − 2.906,18 = 4.093,82 € × 50 % = 2.046,91 €.
    expect(flat?.contracts.map((contract) => contract.netIncome)).toEqual([2_449.38, 4_093.82]);
    expect(flat?.contracts.map((contract) => contract.reduction)).toEqual([1_469.63, 2_046.91]);
    // 6.543,20 − 1.469,63 − 2.046,91 = 3.026,66 € (manual 6.543,14 − 1.460,78 − 2.054,25 = 3.028,11 €).
    expect(flat?.reducedNetIncome).toBe(3_026.66);
    expect(Math.abs((flat?.reducedNetIncome ?? 0) - 3_028.11)).toBeLessThan(1.5);
  });
});

describe('Manual 2025, caso práctico del capítulo 4, vivienda 2: zona tensionada (págs. 301-303)', () => {
  // Granollers: empty from January to March 2025, let from 1-4-2025 for 650 €/month after a previous
  // contract at 700 € (7,1 % lower). Bought in 2003 for 70.000 € + 3.000 €; cadastral value 46.200 €,
  // land 17.080 €, revised in 2012; furniture 6.900 € (2018).
  const [flat] = returnOf(2025, [
    {
      name: 'Vivienda en Granollers',
      acquisition: { kind: 'purchase', date: '2003-01-01', price: 70_000, costs: 3_000 },
      cadastral: { value: 46_200, landValue: 17_080, revisedYear: 2012 },
      furniture: [{ cost: 6_900, date: '2018-01-01' }],
      expenses: { interest: 200, repairs: 210, ibi: 260, communityFees: 850 },
      contracts: [
        { start: '2025-04-01', monthlyRent: 650, zonaTensionada: true, previousMonthlyRent: 700 },
      ],
    },
  ]).properties;

  it('earns 650 × 9 = 5.850 €, applies 90 % and imputes the 90 empty days, as the manual', () => {
    expect(flat?.grossIncome).toBe(5_850);
    expect(flat?.contracts[0]?.reductionPercent).toBe(90);
    // 1 April to 31 December: 275 days let; January to March: 31 + 28 + 31 = 90 days at disposal.
    expect(flat?.daysLet).toBe(275);
    expect(flat?.imputation.days).toBe(90);
  });

  it('prorates by 275/365 days where the manual takes 9/12', () => {
    // Interest 200 × 275/365 = 150,68 (manual 150); facade 210 → 158,22 (157,50); IBI 260 → 195,89
    // (195); community 850 → 640,41 (637,50).
    const deducted = Object.fromEntries(
      (flat?.expenses ?? []).map((line) => [line.kind, line.deductible]),
    );
    expect(deducted).toMatchObject({
      interest: 150.68,
      repairs: 158.22,
      ibi: 195.89,
      communityFees: 640.41,
    });
    // 73.000 × 29.120/46.200 = 46.012,12 € × 3 % × 275/365 = 1.040,00 € (manual 45.990 × 3 % × 9/12 = 1.034,78 €).
    expect(flat?.buildingAmortisation).toBe(1_040);
    // 10 % × 6.900 × 275/365 = 519,86 €. The manual prints 388,13 €, which is 10 % × 6.900 × 9/12 × 9/12:
    // its own rule (note 3, 10 % × 9/12) gives 517,50 €.
    expect(flat?.furnitureAmortisation).toBe(519.86);
    // 150,68 + 158,22 + 195,89 + 640,41 + 1.040,00 + 519,86 = 2.705,06 €; 5.850 − 2.705,06 = 3.144,94 €.
    expect(flat?.netIncome).toBe(3_144.94);
    // 90 % × 3.144,94 = 2.830,45 €; 3.144,94 − 2.830,45 = 314,49 € (manual 328,71 €).
    expect(flat?.reduction).toBe(2_830.45);
    expect(flat?.reducedNetIncome).toBe(314.49);
  });

  // Revised in 2012, thirteen years before 2025: outside art. 85.1's ten years, but for 2025 the
  // 1,1 % covers values revised since 2012 (DA 55.ª LIRPF as extended by RDL 16/2025), as the manual.
  it('imputes 125,31 € at 1,1 % for a value revised in 2012, as the manual', () => {
    // 46.200 × 1,1 % = 508,20 € × 90/365 = 125,31 € (at 2 %: 46.200 × 2 % × 90/365 = 227,84 €).
    expect(flat?.imputation.ratePercent).toBe(1.1);
    expect(flat?.imputedIncome).toBe(125.31);
  });
});

describe('Manual 2025, caso práctico del capítulo 4, vivienda 3: alquilada a un familiar (págs. 303-304)', () => {
  // Let since 2020 to a brother for 300 €/month; bought in 2009 for 45.000 € with costs; cadastral
  // value 13.800 €, land 4.830 €, revised in 2012; air conditioning installed on 1-7-2025 for 1.500 €.
  const [flat] = returnOf(2025, [
    {
      name: 'Vivienda del hermano',
      acquisition: { kind: 'purchase', date: '2009-01-01', price: 45_000, costs: 0 },
      cadastral: { value: 13_800, landValue: 4_830, revisedYear: 2012 },
      improvements: [{ cost: 1_500, date: '2025-07-01' }],
      expenses: { interest: 4_200, ibi: 91, communityFees: 720 },
      contracts: [{ start: '2020-01-01', monthlyRent: 300, relative: true }],
    },
  ]).properties;

  it('caps the interest at the 3.600 € of rent and carries 600 €, as the manual', () => {
    // 300 × 12 = 3.600 €; interest 4.200 € capped at 3.600 €; 4.200 − 3.600 = 600 € for 2026-2029.
    expect(flat?.grossIncome).toBe(3_600);
    expect(flat?.interestAndRepairs).toBe(3_600);
    expect(flat?.excessCarriedForward).toBe(600);
    expect(flat?.carriedPending).toEqual([{ year: 2025, amount: 600 }]);
    // Negative net income: no reduction (the contract of 2020 would have had 60 %).
    expect(flat?.reduction).toBe(0);
    expect(flat?.contracts[0]?.reductionPercent).toBe(60);
  });

  it('amortises the improvement from July by days: 900,18 € against the manual’s 900 €', () => {
    // 8.970 ÷ 13.800 = 65 % × 45.000 = 29.250 € × 3 % = 877,50 €; the air conditioning 1.500 × 3 % ×
    // 184/365 = 22,68 € (manual 6/12: 22,50 €).
    expect(flat?.buildingAmortisation).toBe(900.18);
    // 3.600 − (3.600 + 91 + 720 + 900,18) = −1.711,18 € (manual −1.711 €).
    expect(flat?.netIncome).toBe(-1_711.18);
  });

  // Revised in 2012: the relatives' minimum takes the same 1,1 % as the imputation above (DA 55.ª).
  it('declares the relatives’ minimum of 151,80 €, as the manual', () => {
    // 13.800 × 1,1 % × 365/365 = 151,80 € (at 2 %: 276 €), above the net income of −1.711,18 €.
    expect(flat?.contracts[0]?.relativeMinimum).toBe(151.8);
    expect(flat?.declaredIncome).toBe(151.8);
  });
});

describe('Manual 2025, cap. 4, ejemplo de don S.P.T.: el límite de las reparaciones (págs. 291-292)', () => {
  // Contracts of 1-9-2023, let all year. The manual gives each amortisation as 3 % of the cadastral
  // value: a building value of 6.666,67 €, 10.000 € and 10.666,67 € with no land gives 200, 300 and 320 €.
  const building = (value: number) => ({ value, landValue: 0 });
  const contract = (annualRent: number) => [{ start: '2023-09-01', monthlyRent: annualRent / 12 }];
  const result = returnOf(2025, [
    {
      name: 'Vivienda 1',
      cadastral: building(6_666.67),
      expenses: { repairs: 2_150, ibi: 500, communityFees: 580 },
      contracts: contract(6_865),
    },
    {
      name: 'Vivienda 2',
      cadastral: building(10_000),
      expenses: { repairs: 9_210, ibi: 900, communityFees: 1_385 },
      contracts: contract(7_980),
    },
    {
      name: 'Local',
      use: 'other',
      cadastral: building(10_666.67),
      expenses: { repairs: 5_890, ibi: 350, communityFees: 540 },
      contracts: contract(10_230),
    },
  ]);
  const [first, second, shop] = result.properties;

  it('caps the second flat’s repairs at its income and carries 1.230 €', () => {
    // 9.210 € of repairs against 7.980 € of income: 7.980 € now, 9.210 − 7.980 = 1.230 € later.
    expect(second?.interestAndRepairs).toBe(7_980);
    expect(second?.excessCarriedForward).toBe(1_230);
    // 7.980 − 7.980 − 900 − 1.385 − 300 = −2.585 €, no reduction on a negative net income.
    expect(second?.netIncome).toBe(-2_585);
    expect(second?.reduction).toBe(0);
  });

  it('reduces the first flat by 50 % and not the shop, as the manual', () => {
    // 6.865 − 2.150 − 500 − 580 − 200 = 3.435 € × 50 % = 1.717,50 €.
    expect(first?.netIncome).toBe(3_435);
    expect(first?.reduction).toBe(1_717.5);
    // 10.230 − 5.890 − 350 − 540 − 320 = 3.130 €, not a dwelling: no reduction.
    expect(shop?.netIncome).toBe(3_130);
    expect(shop?.reduction).toBe(0);
    // 1.717,50 − 2.585 + 3.130 = 2.262,50 €.
    expect(result.total.declaredIncome).toBe(2_262.5);
  });
});

describe('Manual 2025, cap. 4, ejemplo de don R.R.R.: un inmueble heredado (pág. 279)', () => {
  it('amortises 3 % of the inheritance value plus costs, without the land: 2.448 €', () => {
    // ISD value 100.000 € + 2.000 € of costs, land 20 %: 80 % × 102.000 = 81.600 € against 80 % ×
    // 80.000 = 64.000 € of cadastral building; 3 % × 81.600 = 2.448 €.
    const [flat] = returnOf(2025, [
      {
        acquisition: { kind: 'inheritance', date: '2020-01-01', price: 100_000, costs: 2_000 },
        cadastral: { value: 80_000, landValue: 16_000 },
        contracts: [{ start: '2024-01-01', monthlyRent: 1_000 }],
      },
    ]).properties;
    expect(flat?.buildingAmortisation).toBe(2_448);
  });
});

describe('Manual 2025, cap. 10, ejemplo de don J.V.C.: imputación de rentas (págs. 628-629)', () => {
  it('imputes the beach flat a year and the new flat its days before the let: 546,90 €', () => {
    const result = returnOf(2025, [
      { name: 'Vivienda habitual', habitualHome: true, cadastral: { value: 34_800 } },
      { name: 'Garaje con la vivienda', habitualHome: true, cadastral: { value: 3_900 } },
      { name: 'Playa', cadastral: { value: 40_800, revisedYear: 2015 } },
      {
        name: 'Apartamento comprado en 2025',
        acquisition: { kind: 'purchase', date: '2025-07-01', price: 105_000, costs: 0 },
        contracts: [{ start: '2025-09-01', monthlyRent: 600 }],
      },
    ]);
    const imputed = result.properties.map((property) => property.imputedIncome);
    // Home and garage: nothing. Beach, revised in 2015: 1,1 % × 40.800 = 448,80 €. New flat, no
    // cadastral value: 1,1 % × 50 % × 105.000 × 62/365 (1 July to 31 August) = 98,10 €.
    expect(imputed).toEqual([0, 0, 448.8, 98.1]);
    expect(result.properties[3]?.imputation.days).toBe(62);
    // 448,80 + 98,10 = 546,90 €.
    expect(result.total.imputedIncome).toBe(546.9);
  });
});

describe('Manual 2024, caso práctico del capítulo 4, viviendas 2 y 3 (págs. 299-302)', () => {
  // The 2024 edition gives both flats a cadastral value revised in 2011: 2 % under any reading.
  const result = returnOf(2024, [
    {
      name: 'Vivienda en Granollers',
      acquisition: { kind: 'purchase', date: '2003-01-01', price: 70_000, costs: 3_000 },
      cadastral: { value: 46_200, landValue: 17_080, revisedYear: 2011 },
      contracts: [
        { start: '2024-04-01', monthlyRent: 650, zonaTensionada: true, previousMonthlyRent: 700 },
      ],
    },
    {
      name: 'Vivienda del hermano',
      acquisition: { kind: 'purchase', date: '2009-01-01', price: 45_000, costs: 0 },
      cadastral: { value: 13_800, landValue: 4_830, revisedYear: 2011 },
      improvements: [{ cost: 1_500, date: '2024-07-01' }],
      expenses: { interest: 4_200, ibi: 91, communityFees: 720 },
      contracts: [{ start: '2020-01-01', monthlyRent: 300, relative: true }],
    },
  ]);
  const [granollers, brother] = result.properties;

  it('imputes the 91 days of January to March 2024, where the manual counts 90', () => {
    // 31 + 29 + 31 = 91 days: 46.200 × 2 % × 91/366 = 229,74 €. The manual writes 46.200 × 2 % ×
    // 90/366 = 227,21 €.
    expect(granollers?.imputation.days).toBe(91);
    expect(granollers?.imputedIncome).toBe(229.74);
  });

  it('declares the relatives’ minimum of 2 % × 13.800 = 276 €, as the manual', () => {
    // 877,50 € of building + 1.500 × 3 % × 184/366 = 22,62 € of improvement: 3.600 − (3.600 + 91 +
    // 720 + 900,12) = −1.711,12 € (manual −1.711 €), below the minimum.
    expect(brother?.netIncome).toBe(-1_711.12);
    expect(brother?.declaredIncome).toBe(276);
  });
});
