import { MORTGAGE_DEFAULTS, type MortgageInput } from './engine';
import { MORTGAGE_STORAGE_KEY, mortgageSchema } from './schema';

function fieldMessages(field: string, value: unknown): string[] {
  const result = mortgageSchema.safeParse({ ...MORTGAGE_DEFAULTS, [field]: value });
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path[0] === field).map((i) => i.message);
}

// [field, values just inside the rule, values just outside, the spec's message word for word]
const RULES: [string, number[], number[], string][] = [
  ['loanAmount', [1, 1.01], [0.99, 0, -5], 'El importe debe ser mayor a 0'],
  ['interestRate', [0, 20], [-0.01, 20.01], 'El interés debe estar entre 0% y 20%'],
  ['loanTermYears', [1, 50], [0.99, 50.01], 'El plazo debe estar entre 1 y 50 años'],
  ['monthlyIncome', [1, 1.01], [0.99, 0], 'Los ingresos deben ser mayor a 0'],
];

describe('mortgageSchema', () => {
  it('accepts the spec defaults and gives the calculator its input', () => {
    const parsed: MortgageInput = mortgageSchema.parse(MORTGAGE_DEFAULTS);
    expect(parsed).toEqual(MORTGAGE_DEFAULTS);
  });
  describe.each(RULES)('%s', (field, inside, outside, message) => {
    it.each(inside)('accepts %d', (value) => {
      expect(fieldMessages(field, value)).toEqual([]);
    });
    it.each(outside)(`rejects %d with "${message}"`, (value) => {
      expect(fieldMessages(field, value)).toEqual([message]);
    });
  });
  it('requires every field', () => {
    const result = mortgageSchema.safeParse({});
    expect(result.success ? [] : result.error.issues.map((i) => i.path[0])).toEqual([
      'loanAmount',
      'interestRate',
      'loanTermYears',
      'monthlyIncome',
    ]);
  });
});

describe('MORTGAGE_STORAGE_KEY', () => {
  it('is the spec key', () => {
    expect(MORTGAGE_STORAGE_KEY).toBe('mortgage-form');
  });
});
