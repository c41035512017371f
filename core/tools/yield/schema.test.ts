import { YIELD_DEFAULTS, type RentalYieldInput } from './engine';
import { yieldSchema } from './schema';
import { YIELD_STORAGE_KEY } from './fields';

/** The messages zod gives for one field when the defaults are changed in that field only. */
function fieldMessages(field: string, value: unknown): string[] {
  const result = yieldSchema.safeParse({ ...YIELD_DEFAULTS, [field]: value });
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path[0] === field).map((i) => i.message);
}

// [field, values just inside the rule, values just outside, the spec's message word for word]
const RULES: [string, number[], number[], string][] = [
  ['purchasePrice', [1, 1.01, 1e8], [0.99, 0, -1], 'El precio debe ser mayor que 0'],
  ['monthlyRent', [0, 0.01], [-0.01, -1], 'El alquiler debe ser 0 o mayor'],
  ['monthlyExpenses', [0, 0.01], [-0.01], 'Los gastos deben ser 0 o mayor'],
  ['initialInvestment', [1, 1.01], [0.99, 0], 'La inversión inicial debe ser mayor que 0'],
  ['financingAmount', [0, 0.01], [-0.01], 'El financiamiento debe ser 0 o mayor'],
  ['interestRate', [0, 0.01, 19.99, 20], [-0.01, 20.01], 'El interés debe estar entre 0 % y 20 %'],
  ['loanTermYears', [1, 1.5, 49.99, 50], [0.99, 0, 50.01], 'El plazo debe estar entre 1 y 50 años'],
  ['vacancyMonths', [0, 12], [-1, 12.01], 'Los meses sin alquilar deben estar entre 0 y 12'],
];

describe('yieldSchema', () => {
  it('accepts the spec defaults unchanged and gives the calculator its input', () => {
    const parsed: RentalYieldInput = yieldSchema.parse(YIELD_DEFAULTS);
    expect(parsed).toEqual(YIELD_DEFAULTS);
  });
  it('fills in no vacancy when the field is missing', () => {
    const { vacancyMonths, ...spec } = YIELD_DEFAULTS;
    expect(vacancyMonths).toBe(0);
    expect(yieldSchema.parse(spec).vacancyMonths).toBe(0);
  });
  describe.each(RULES)('%s', (field, inside, outside, message) => {
    it.each(inside)('accepts %d', (value) => {
      expect(fieldMessages(field, value)).toEqual([]);
    });
    it.each(outside)(`rejects %d with "${message}"`, (value) => {
      expect(fieldMessages(field, value)).toEqual([message]);
    });
  });
  it('rejects text, NaN and infinities: the form sends numbers', () => {
    expect(fieldMessages('purchasePrice', '200000')).toHaveLength(1);
    expect(fieldMessages('purchasePrice', Number.NaN)).toHaveLength(1);
    expect(fieldMessages('monthlyRent', Number.POSITIVE_INFINITY)).toHaveLength(1);
  });
  it('reports every invalid field at once', () => {
    const result = yieldSchema.safeParse({ ...YIELD_DEFAULTS, purchasePrice: 0, interestRate: 21 });
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual([
      'El precio debe ser mayor que 0',
      'El interés debe estar entre 0 % y 20 %',
    ]);
  });
});

describe('YIELD_STORAGE_KEY', () => {
  it('is the spec key', () => {
    expect(YIELD_STORAGE_KEY).toBe('rentability-form');
  });
});
