import {
  MORTGAGE_DEFAULTS,
  MORTGAGE_FORM_DEFAULTS,
  MORTGAGE_MESSAGES,
  MORTGAGE_STORAGE_KEY,
} from './fields';
import { mortgageSchema, type MortgageFormValues } from './schema';

function fieldMessages(field: string, value: unknown): string[] {
  const result = mortgageSchema.safeParse({ ...MORTGAGE_DEFAULTS, [field]: value });
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path[0] === field).map((i) => i.message);
}

// [field, values just inside the rule, values just outside, the spec's message word for word]
const RULES: [string, number[], number[], string][] = [
  ['loanAmount', [1, 1.01], [0.99, 0, -5], 'El importe debe ser mayor que 0'],
  ['interestRate', [0, 20], [-0.01, 20.01], 'El interés debe estar entre 0 % y 20 %'],
  ['loanTermYears', [1, 50], [0, 51], 'El plazo debe estar entre 1 y 50 años'],
  ['fixedYears', [1, 24], [0.99, 30.01], MORTGAGE_MESSAGES.fixedYears],
  ['euribor', [-1, 0, 10], [-1.01, 10.01], MORTGAGE_MESSAGES.euribor],
  ['spread', [0, 5], [-0.01, 5.01], MORTGAGE_MESSAGES.spread],
  ['openingFeePercent', [0, 3], [-0.01, 3.01], MORTGAGE_MESSAGES.openingFeePercent],
];

describe('mortgageSchema', () => {
  it('accepts the spec defaults and gives the calculator its input', () => {
    const parsed: MortgageFormValues = mortgageSchema.parse(MORTGAGE_DEFAULTS);
    expect(parsed).toMatchObject(MORTGAGE_DEFAULTS);
  });
  describe.each(RULES)('%s', (field, inside, outside, message) => {
    it.each(inside)('accepts %d', (value) => {
      expect(fieldMessages(field, value)).toEqual([]);
    });
    it.each(outside)(`rejects %d with "${message}"`, (value) => {
      expect(fieldMessages(field, value)).toEqual([message]);
    });
  });
  it('refuses a 2,5-year term in Spanish; out of range, the range comes first', () => {
    expect(fieldMessages('loanTermYears', 2.5)).toEqual([MORTGAGE_MESSAGES.loanTermWhole]);
    expect(fieldMessages('loanTermYears', 0.99)[0]).toBe('El plazo debe estar entre 1 y 50 años');
  });
  it('gives a form saved before issue 14 (four fields) the new defaults', () => {
    expect(mortgageSchema.parse(MORTGAGE_DEFAULTS)).toEqual(MORTGAGE_FORM_DEFAULTS);
    expect(MORTGAGE_FORM_DEFAULTS).toMatchObject({ rateType: 'fixed', euribor: 2.221 });
  });
  it('accepts the three rate types and nothing else', () => {
    for (const rateType of ['fixed', 'variable', 'mixed']) {
      expect(mortgageSchema.safeParse({ ...MORTGAGE_DEFAULTS, rateType }).success).toBe(true);
    }
    expect(fieldMessages('rateType', 'fijo')).toEqual([MORTGAGE_MESSAGES.rateType]);
  });
  it('wants the fixed years of a mixed loan to end before the term', () => {
    const mixed = { ...MORTGAGE_FORM_DEFAULTS, rateType: 'mixed', loanTermYears: 10 };
    const issues = (values: object) => {
      const result = mortgageSchema.safeParse(values);
      return result.success ? [] : result.error.issues.map((i) => [i.path[0], i.message]);
    };
    expect(issues({ ...mixed, fixedYears: 10 })).toEqual([
      ['fixedYears', MORTGAGE_MESSAGES.fixedYears],
    ]);
    expect(issues({ ...mixed, fixedYears: 9 })).toEqual([]);
    // A fixed loan keeps a hidden fixedYears that the check ignores.
    expect(issues({ ...mixed, rateType: 'fixed', fixedYears: 10 })).toEqual([]);
  });
  it('requires the loan fields of the spec (gross income is no longer asked)', () => {
    const result = mortgageSchema.safeParse({});
    expect(result.success ? [] : result.error.issues.map((i) => i.path[0])).toEqual([
      'loanAmount',
      'interestRate',
      'loanTermYears',
    ]);
  });
});

describe('MORTGAGE_STORAGE_KEY', () => {
  it('is the spec key', () => {
    expect(MORTGAGE_STORAGE_KEY).toBe('mortgage-form');
  });
});
