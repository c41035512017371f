// Sale-date tables of the selling calculators: IRPF savings scale by tax year, plusvalía coefficients by transfer date.
import { calculateCapitalGains } from './capital-gains';
import { IRPF_SAVINGS_SCALE, irpfSavingsScaleOn } from './irpf-savings-scale';
import { calculateMunicipalPlusvalia } from './municipal-plusvalia';
import {
  PLUSVALIA_COEFFICIENTS,
  PLUSVALIA_LAPSED_COEFFICIENTS,
  plusvaliaCoefficient,
  plusvaliaTableNotes,
  plusvaliaTableOn,
} from './plusvalia-coefficients';

const sale = {
  purchasePrice: 200_000,
  salePrice: 600_000,
  purchaseExpenses: 0,
  saleExpenses: 0,
  improvementCosts: 0,
  holdingPeriodYears: 10,
};

describe('irpfSavingsScaleOn', () => {
  it('uses the year of the sale: 28 % above 300,000 € in 2024, 30 % from 2025', () => {
    expect(irpfSavingsScaleOn('2024-12-31').brackets.at(-1)?.rate).toBe(28);
    expect(irpfSavingsScaleOn('2025-01-01').brackets.at(-1)?.rate).toBe(30);
    expect(irpfSavingsScaleOn('2026-11-23')).toBe(IRPF_SAVINGS_SCALE);
    expect(irpfSavingsScaleOn('2022-06-01').brackets.at(-1)?.rate).toBe(26);
    expect(() => irpfSavingsScaleOn('2021-12-31')).toThrow('anterior a 2022');
  });
  it('taxes a 400,000 € gain with the scale of its year', () => {
    // 1,140 + 9,240 + 34,500 + 27,000 = 71,880; + 100,000 x 28 % or 30 %
    expect(calculateCapitalGains({ ...sale, saleDate: '2024-12-31' }).capitalGainsTax).toBe(99_880);
    expect(calculateCapitalGains({ ...sale, saleDate: '2025-01-01' }).capitalGainsTax).toBe(
      101_880,
    );
    expect(calculateCapitalGains(sale).capitalGainsTax).toBe(101_880);
  });
});

describe('plusvalía coefficients by transfer date', () => {
  it('keeps the 2024 table for 2025 and 2026, not the lapsed decrees', () => {
    expect(plusvaliaTableOn('2025-06-01')).toBe(PLUSVALIA_COEFFICIENTS);
    expect(plusvaliaTableOn('2026-01-15')).toBe(PLUSVALIA_COEFFICIENTS);
    expect(plusvaliaCoefficient(9, 0, '2026-01-15')).toBe(0.15);
    expect(PLUSVALIA_LAPSED_COEFFICIENTS[9]).toBe(0.21);
    expect(PLUSVALIA_LAPSED_COEFFICIENTS[20]).toBe(0.35);
    expect(PLUSVALIA_COEFFICIENTS.unconfirmed).toBeUndefined();
    expect(() => plusvaliaTableOn('2023-12-31')).toThrow('anteriores a 2024');
  });
  it('explains the lapsed decrees for the transfer date', () => {
    expect(plusvaliaTableNotes('2025-03-01')[0]).toContain('RDL 9/2024');
    expect(plusvaliaTableNotes('2026-01-27')[0]).toContain('puedes reclamar la diferencia');
    expect(plusvaliaTableNotes('2026-01-28')[0]).toContain('RDL 16/2025 fue derogado');
    expect(plusvaliaTableNotes('2024-06-01')).toEqual([]);
  });
  it('adds the note to the municipal plusvalía only when a date is given', () => {
    const input = {
      landCadastralValue: 40_000,
      totalCadastralValue: 100_000,
      purchasePrice: 150_000,
      salePrice: 200_000,
      yearsHeld: 9,
      municipalRate: 29,
    };
    const dated = calculateMunicipalPlusvalia({ ...input, transferDate: '2026-01-15' });
    expect(dated.objective.coefficient).toBe(0.15);
    expect(dated.notes.join(' ')).toContain('RDL 16/2025');
    expect(calculateMunicipalPlusvalia(input).notes.join(' ')).not.toContain('RDL');
  });
});
