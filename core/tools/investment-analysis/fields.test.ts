import { ANALYSIS_FORM_DEFAULTS, toAnalysisInput } from './fields';
import { ANALYSIS_STEPS } from './steps';
import { SHARE_PARAMS } from './inputs';
import { analysisSchema } from './schema';
import { EDITED_ANALYSIS_FORM as edited } from '../../testing/analysis-form';

describe('form values', () => {
  it('start from the engine defaults, with the loan shown as 80 % of the price', () => {
    expect(ANALYSIS_FORM_DEFAULTS.price).toBe(200_000);
    expect(ANALYSIS_FORM_DEFAULTS.loanAmount).toBe(160_000);
    expect(ANALYSIS_FORM_DEFAULTS.minIrrPercent).toBeUndefined();
    expect(analysisSchema.safeParse(ANALYSIS_FORM_DEFAULTS).success).toBe(true);
  });

  it('give the model no reference value, land value or council rate when they are 0', () => {
    const input = toAnalysisInput({ ...edited, referenceValue: 0, landCadastralValue: 0 });
    expect(input.referenceValue).toBeUndefined();
    expect(input.landCadastralValue).toBeUndefined();
    expect(input.plusvaliaRatePercent).toBe(29);
    expect(input.deedDate).toBe('2026-03-01');
  });

  it('ask for every input of the issue once, in five steps and the purchase criteria', () => {
    const names = ANALYSIS_STEPS.flatMap((step) => step.fields.map((field) => field.name));
    expect([...names].sort()).toEqual([...SHARE_PARAMS].sort());
    expect(ANALYSIS_STEPS.map((step) => step.title)).toEqual([
      'Compra',
      'Financiación',
      'Alquiler',
      'Impuestos del alquiler',
      'Venta',
      'Tus criterios',
    ]);
  });
});

describe('analysisSchema', () => {
  it('rejects text that is not a number (the form turns "mil" into NaN)', () => {
    const parsed = analysisSchema.safeParse({ ...ANALYSIS_FORM_DEFAULTS, price: Number.NaN });
    expect(parsed.success).toBe(false);
  });

  it('rejects a fractional hold, more than 12 empty months and a loan above price and renovation', () => {
    for (const change of [{ holdYears: 10.5 }, { emptyMonths: 13 }, { loanAmount: 300_000 }]) {
      const parsed = analysisSchema.safeParse({ ...ANALYSIS_FORM_DEFAULTS, ...change });
      expect(parsed.success).toBe(false);
      if (!parsed.success) expect(parsed.error.issues[0]?.path[0]).toBe(Object.keys(change)[0]);
    }
  });
});
