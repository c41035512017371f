import { modelo100Boxes } from './boxes';
import { propertyBoxValues, type BoxFigures } from './boxes-values';
import { modelo210Fields } from './boxes-210';

function property(overrides: Partial<BoxFigures>): BoxFigures {
  return {
    grossIncome: 0,
    interestAndRepairs: 0,
    excessCarriedForward: 0,
    buildingAmortisation: 0,
    furnitureAmortisation: 0,
    netIncome: 0,
    reduction: 0,
    declaredIncome: 0,
    imputedIncome: 0,
    expenses: [],
    carriedUsed: [],
    imputation: {
      basis: 'none',
      ratePercent: 0,
      base: 0,
      revision: 'unknown',
      revisedYear: null,
      days: 0,
      amount: 0,
    },
    contracts: [],
    ...overrides,
  };
}

describe('modelo 100 boxes', () => {
  it('gives a number only where the Manual práctico names it', () => {
    const { boxes } = modelo100Boxes(2025);
    const named = boxes.filter((box) => box.box !== null).map((box) => box.box);
    // Manual práctico de Renta 2025, págs. 275 (0104, 0107, 0108), 290 (0152) and 297 (0085, 0089).
    expect(named).toEqual(['0104', '0107', '0108', '0152', '0085', '0089']);
    for (const box of boxes) {
      if (box.box === null) expect(box.pending).toMatch(/pendiente de confirmar/);
      else expect(box.reference).toMatch(/Manual práctico de Renta 2025, Parte 1.*pág\. \d+/);
    }
  });

  it('cites the 2024 manual and design for 2024 and the 2025 design, said so, for 2026', () => {
    const year2024 = modelo100Boxes(2024);
    expect(year2024.designRule).toBe('modelo100Design2024');
    expect(year2024.boxes.find((box) => box.key === 'interestAndRepairs')?.reference).toMatch(
      /Renta 2024.*pág\. 273/,
    );
    const year2026 = modelo100Boxes(2026);
    expect(year2026.designYear).toBe(2025);
    expect(year2026.note).toMatch(/2026 no se ha aprobado/);
  });

  it('splits interest and repairs between earlier years, this year and the excess', () => {
    // 1.200 € deducted in all: 300 € from 2022 and 200 € from 2023 first, so 1.200 − 500 = 700 € of
    // this year's (box 0107); 450 € of this year's left for later (box 0108).
    const values = propertyBoxValues(
      property({
        interestAndRepairs: 1200,
        excessCarriedForward: 450,
        carriedUsed: [
          { year: 2022, amount: 300 },
          { year: 2023, amount: 200 },
        ],
      }),
    );
    expect(values.earlierExcessApplied).toBe(500);
    expect(values.interestAndRepairs).toBe(700);
    expect(values.excessCarriedForward).toBe(450);
  });

  it('adds IBI and other taxes in one box and keeps interest out of the expense boxes', () => {
    // IBI 240,50 + basuras 60,25 = 300,75 € in «Tributos, recargos y tasas».
    const values = propertyBoxValues(
      property({
        expenses: [
          { kind: 'ibi', paid: 240.5, deductible: 240.5, prorated: true },
          { kind: 'otherTaxes', paid: 60.25, deductible: 60.25, prorated: true },
          { kind: 'communityFees', paid: 900, deductible: 675, prorated: true },
          { kind: 'interest', paid: 2000, deductible: 1500, prorated: true },
        ],
      }),
    );
    expect(values.taxes).toBe(300.75);
    expect(values.communityFees).toBe(675);
    expect(values.insurance).toBe(0);
  });

  it('fills box 0152 only when the relatives minimum beats the reduced net income', () => {
    // Manual 2025, pág. 304: net −1.711 € against a minimum of 151,80 € (1,1 % × 13.800 €).
    const below = propertyBoxValues(
      property({
        contracts: [{ reducedNetIncome: -1711, relativeMinimum: 151.8 }],
      }),
    );
    expect(below.relativesMinimum).toBe(151.8);
    const above = propertyBoxValues(
      property({
        contracts: [{ reducedNetIncome: 900, relativeMinimum: 151.8 }],
      }),
    );
    expect(above.relativesMinimum).toBe(0);
  });
});

describe('modelo 210 fields', () => {
  it('codes a rent 01, or 35 with several tenants, and imputed income 02', () => {
    expect(modelo210Fields('rent', 'eu', 2025, 1).incomeType).toBe('01');
    expect(modelo210Fields('rent', 'eu', 2025, 2).incomeType).toBe('35');
    expect(modelo210Fields('imputation', 'nonEu', 2025, 0).incomeType).toBe('02');
  });

  it('taxes EU and EEA residents at 19 % and the rest at 24 %', () => {
    expect(modelo210Fields('rent', 'eu', 2024, 1).ratePercent).toBe(19);
    expect(modelo210Fields('rent', 'nonEu', 2024, 1).ratePercent).toBe(24);
  });

  it('files the 2025 rent in January 2026 and marks the 2026 deadlines as pending', () => {
    expect(modelo210Fields('rent', 'eu', 2025, 1).deadline).toMatch(/enero de 2026/);
    expect(modelo210Fields('rent', 'eu', 2025, 1).pending).toBeUndefined();
    expect(modelo210Fields('imputation', 'eu', 2026, 0).pending).toMatch(/HAC\/623\/2026/);
  });
});
