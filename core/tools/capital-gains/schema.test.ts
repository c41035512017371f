import { capitalGainsSchema } from './schema';
import { CAPITAL_GAINS_DEFAULTS, CAPITAL_GAINS_STORAGE_KEY } from './fields';

function fieldMessages(field: string, value: unknown): string[] {
  const result = capitalGainsSchema.safeParse({ ...CAPITAL_GAINS_DEFAULTS, [field]: value });
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path[0] === field).map((i) => i.message);
}

// [field, values just inside the rule, values just outside, the spec's message word for word]
const RULES: [string, number[], number[], string][] = [
  ['purchasePrice', [1, 1.01], [0.99, 0], 'El precio de compra debe ser mayor que 0'],
  ['salePrice', [1, 1.01], [0.99, 0], 'El precio de venta debe ser mayor que 0'],
  ['purchaseExpenses', [0, 0.01], [-0.01], 'Los gastos de compra deben ser 0 o mayor'],
  ['saleExpenses', [0, 0.01], [-0.01], 'Los gastos de venta deben ser 0 o mayor'],
  ['improvementCosts', [0, 0.01], [-0.01], 'Los costos de mejora deben ser 0 o mayor'],
  ['holdingPeriodYears', [0.1, 0.11, 49.99, 50], [0.09, 0, -1], 'El período debe ser mayor que 0'],
  ['holdingPeriodYears', [], [50.01, 100], 'El período debe ser menor a 50 años'],
];

describe('CAPITAL_GAINS_DEFAULTS', () => {
  it('are the spec defaults', () => {
    expect(CAPITAL_GAINS_DEFAULTS).toEqual({
      purchasePrice: 200000,
      salePrice: 250000,
      purchaseExpenses: 15000,
      saleExpenses: 12000,
      improvementCosts: 10000,
      holdingPeriodYears: 5,
    });
  });
});

describe('capitalGainsSchema', () => {
  it('accepts the spec defaults unchanged', () => {
    expect(capitalGainsSchema.parse(CAPITAL_GAINS_DEFAULTS)).toEqual(CAPITAL_GAINS_DEFAULTS);
  });
  describe.each(RULES)('%s', (field, inside, outside, message) => {
    if (inside.length > 0) {
      it.each(inside)('accepts %d', (value) => {
        expect(fieldMessages(field, value)).toEqual([]);
      });
    }
    it.each(outside)(`rejects %d with "${message}"`, (value) => {
      expect(fieldMessages(field, value)).toEqual([message]);
    });
  });
});

describe('CAPITAL_GAINS_STORAGE_KEY', () => {
  it('is the spec key', () => {
    expect(CAPITAL_GAINS_STORAGE_KEY).toBe('capital-gains-form');
  });
});
