import { analyseInvestment } from './analysis';
import { ANALYSIS_DEFAULTS } from './inputs';
import { appliedRentReduction } from './rent-reductions';

describe('appliedRentReduction: the rule set of the contract date', () => {
  it('gives 60 % to a contract of 1-5-2023 (DT 38.ª LIRPF: before Ley 12/2023 came into force on 26-5-2023)', () => {
    const old = appliedRentReduction(50, '2023-05-01');
    expect(old).toMatchObject({ percent: 60, basis: 'dt38' });
    expect(old.note).toContain('disposición transitoria 38.ª');
    // The day before the law's entry into force is still an old contract; a non-home let stays at 0.
    expect(appliedRentReduction(90, '2023-05-25').percent).toBe(60);
    expect(appliedRentReduction(0, '2023-05-01').percent).toBe(0);
  });

  it('gives 50 % to a contract of 1-6-2023 and notes the reading that would give 60 %', () => {
    const june = appliedRentReduction(50, '2023-06-01');
    expect(june).toMatchObject({ percent: 50, basis: 'ley12_2023' });
    expect(june.note).toContain('hasta el 31-12-2023');
    expect(june.note).toContain('pendiente de confirmar');
    expect(appliedRentReduction(50, '2023-05-26').percent).toBe(50);
    // From 2024 the reported extension no longer matters: no note.
    expect(appliedRentReduction(50, '2024-03-01').note).toBeUndefined();
  });

  it('keeps Ley 12/2023 up to 1-12-2026 whatever the decree', () => {
    const lastDay = appliedRentReduction(70, '2026-12-01', { rdl29_2026: 'inForce' });
    expect(lastDay).toEqual({ percent: 70, basis: 'ley12_2023' });
  });

  it('for a contract from 2-12-2026 with RDL 29/2026 pending: Ley 12/2023, and the decree beside it', () => {
    const pending = appliedRentReduction(50, '2026-12-02', { rdl29_2026: 'pendingValidation' });
    expect(pending).toMatchObject({ percent: 50, basis: 'ley12_2023' });
    expect(pending.decreeRange).toEqual({ min: 15, max: 100 });
    expect(pending.note).toContain('no hemos leído el texto en el BOE');
  });

  it('applies the decree once validated, and drops it once derogated', () => {
    const validated = appliedRentReduction(85, '2027-01-15', { rdl29_2026: 'inForce' });
    expect(validated).toMatchObject({ percent: 85, basis: 'rdl29_2026' });
    expect(validated.decreeRange).toBeUndefined();
    const derogated = appliedRentReduction(50, '2027-01-15', { rdl29_2026: 'derogated' });
    expect(derogated).toMatchObject({ percent: 50, basis: 'ley12_2023' });
    expect(derogated.decreeRange).toBeUndefined();
    expect(derogated.note).toContain('derogado');
  });
});

describe('the analysis applies the rule set of its purchase date', () => {
  const taxed = (deedDate: `${number}-${number}-${number}`) =>
    analyseInvestment({ ...ANALYSIS_DEFAULTS, loanAmount: 0, rentReductionPercent: 50, deedDate });

  it('taxes a flat bought on 1-5-2023 with 60 % off the net rent, one bought on 1-6-2023 with 50 %', () => {
    const may = taxed('2023-05-01');
    const june = taxed('2023-06-01');
    expect(may.input.rentReductionPercent).toBe(60);
    expect(june.input.rentReductionPercent).toBe(50);
    // Same flat, same net rent (7.275,48 € in year 1 with the defaults): 40 % of it is taxable in
    // May (2.910,19 €) against 50 % in June (3.637,74 €).
    const [mayYear] = may.years;
    const [juneYear] = june.years;
    expect(mayYear?.netIncome).toBe(juneYear?.netIncome);
    expect(mayYear?.taxableIncome).toBeCloseTo((mayYear?.netIncome ?? 0) * 0.4, 1);
    expect(juneYear?.taxableIncome).toBeCloseTo((juneYear?.netIncome ?? 0) * 0.5, 1);
  });
});
