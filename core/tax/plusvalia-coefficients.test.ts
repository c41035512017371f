import {
  PLUSVALIA_COEFFICIENTS,
  PLUSVALIA_DEADLINES,
  PLUSVALIA_MAX_RATE,
  plusvaliaCoefficient,
} from './plusvalia-coefficients';

describe('PLUSVALIA_COEFFICIENTS', () => {
  it('is the 2024 table, still in force in 2025 and 2026, dated and sourced', () => {
    expect(PLUSVALIA_COEFFICIENTS.validFrom).toBe('2024-01-01');
    expect(PLUSVALIA_COEFFICIENTS.source).toBe(
      'https://www.boe.es/buscar/doc.php?id=BOE-A-2023-26452',
    );
    expect(PLUSVALIA_COEFFICIENTS.coefficients).toHaveLength(21);
  });
});

describe('PLUSVALIA_DEADLINES', () => {
  it('gives 30 working days for a sale and 4 years to claim a refund', () => {
    expect(PLUSVALIA_DEADLINES.interVivosWorkingDays).toBe(30);
    expect(PLUSVALIA_DEADLINES.refundClaimYears).toBe(4);
    expect(PLUSVALIA_MAX_RATE.value).toBe(30);
  });
});

describe('plusvaliaCoefficient', () => {
  it.each([
    // reference table, "2024 table = in force 2025 and 2026" column
    [1, 0.15],
    [2, 0.14],
    [3, 0.14],
    [4, 0.16],
    [5, 0.18],
    [6, 0.19],
    [7, 0.2],
    [8, 0.19],
    [9, 0.15],
    [10, 0.12],
    [11, 0.1],
    [12, 0.09],
    [15, 0.09],
    [16, 0.1],
    [17, 0.13],
    [18, 0.17],
    [19, 0.23],
    [20, 0.4],
  ])('gives %s full years the coefficient %s', (years, coefficient) => {
    expect(plusvaliaCoefficient(years)).toBe(coefficient);
  });
  it('keeps the 20-year coefficient beyond 20 years', () => {
    expect(plusvaliaCoefficient(35)).toBe(0.4);
  });
  it('counts only full years', () => {
    expect(plusvaliaCoefficient(7.9, 11)).toBe(0.2);
  });
  it('prorates the under-one-year coefficient by complete months', () => {
    expect(plusvaliaCoefficient(0, 6)).toBeCloseTo(0.075, 12); // 0.15 x 6 / 12
    expect(plusvaliaCoefficient(0, 11)).toBeCloseTo(0.1375, 12); // 0.15 x 11 / 12
    expect(plusvaliaCoefficient(0, 11.9)).toBeCloseTo(0.1375, 12);
    expect(plusvaliaCoefficient(0, 0)).toBe(0);
  });
});
