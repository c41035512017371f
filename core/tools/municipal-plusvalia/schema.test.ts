// Rules of the municipal plusvalía form and the result it feeds to the engine.
import { municipalPlusvaliaSchema, calculateMunicipalPlusvalia } from './schema';
import { MUNICIPAL_PLUSVALIA_DEFAULTS, PLUSVALIA_MESSAGES as M } from './fields';

function messages(patch: Record<string, unknown>): string[] {
  const parsed = municipalPlusvaliaSchema.safeParse({ ...MUNICIPAL_PLUSVALIA_DEFAULTS, ...patch });
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
}

describe('municipalPlusvaliaSchema', () => {
  it('accepts the defaults', () => {
    expect(messages({})).toEqual([]);
  });
  it.each([
    [{ landCadastralValue: 0 }, M.landCadastralValue],
    [{ totalCadastralValue: -1 }, M.totalCadastralValue],
    [{ purchasePrice: -1 }, M.purchasePrice],
    [{ salePrice: -1 }, M.salePrice],
    [{ yearsHeld: 2.5 }, M.yearsHeld],
    [{ yearsHeld: 101 }, M.yearsHeld],
    [{ monthsHeld: 12 }, M.monthsHeld],
    [{ municipalRate: 30.01 }, M.municipalRate],
    [{ landValueReduction: 16 }, M.landValueReduction],
    [{ quotaBonus: 101 }, M.quotaBonus],
    [{ landCadastralValue: 100_001 }, M.landOverTotal],
  ])('rejects %o with its message', (patch, message) => {
    expect(messages(patch)).toContain(message);
  });
  it('accepts the edges: 30 % rate, 15 % cut, 11 months, no total cadastral value', () => {
    expect(
      messages({
        municipalRate: 30,
        landValueReduction: 15,
        monthsHeld: 11,
        totalCadastralValue: 0,
      }),
    ).toEqual([]);
  });
});

describe('calculateMunicipalPlusvalia of the form values', () => {
  it('gives the objective method for the defaults (2,320 EUR)', () => {
    expect(calculateMunicipalPlusvalia(MUNICIPAL_PLUSVALIA_DEFAULTS)).toMatchObject({
      method: 'objective',
      tax: 2320,
    });
  });
  it('gives the real method when the gain is small', () => {
    const result = calculateMunicipalPlusvalia({
      ...MUNICIPAL_PLUSVALIA_DEFAULTS,
      salePrice: 160_000,
    });
    expect(result).toMatchObject({ method: 'real', tax: 1160 });
  });
});
