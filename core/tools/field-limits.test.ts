// The limits of every number field: each money row of every table has a ceiling of at most
// 100.000.000 € in the table itself, and every field refuses magnitudes past 2^53 and non-zero
// values under 0,01, in Spanish, in the schema and in the zod-free reader alike.
import { boundedNumber, numberSchema } from './field-schema';
import { readFieldTexts } from './field-texts';
import {
  MONEY_CEILING,
  NUMBER_LIMIT_MESSAGES,
  defineFields,
  isMoney,
  type FieldRow,
} from './fields';
import { CAPITAL_GAINS_FIELDS } from './capital-gains/fields';
import { PROPERTY_NUMBER_FIELDS } from './comparator/fields';
import { ANALYSIS_FIELDS } from './investment-analysis/field-rows';
import { COST_LINE_FIELDS } from './investment-analysis/result-fields';
import { AFFORD_FIELDS, BONUS_FIELDS, EARLY_FIELDS } from './mortgage/advanced-fields';
import { MORTGAGE_FIELDS } from './mortgage/fields';
import { MUNICIPAL_PLUSVALIA_FIELDS } from './municipal-plusvalia/fields';
import { PURCHASE_FIELDS } from './purchase-costs/fields';
import { YIELD_FIELDS } from './yield/fields';

const TABLES: [string, readonly FieldRow[]][] = [
  ['yield', YIELD_FIELDS],
  ['capital gains', CAPITAL_GAINS_FIELDS],
  ['comparator', PROPERTY_NUMBER_FIELDS],
  ['analysis', ANALYSIS_FIELDS],
  ['analysis cost lines', COST_LINE_FIELDS],
  ['mortgage', MORTGAGE_FIELDS],
  ['affordability', AFFORD_FIELDS],
  ['bonuses', BONUS_FIELDS],
  ['early repayment', EARLY_FIELDS],
  ['municipal plusvalía', MUNICIPAL_PLUSVALIA_FIELDS],
  ['purchase costs', PURCHASE_FIELDS],
];

const MONEY_ROWS = TABLES.flatMap(([table, rows]) =>
  rows.filter(isMoney).map((row) => [`${table}: ${row.name}`, row] as const),
);

describe('money rows', () => {
  it('are found in every table with amounts', () => {
    expect(MONEY_ROWS.length).toBeGreaterThan(30);
  });

  it.each(MONEY_ROWS)('%s states a ceiling of at most 100.000.000 €', (_, row) => {
    expect(row.max?.value).toBeLessThanOrEqual(MONEY_CEILING);
    expect(row.max?.message).toMatch(/€/);
    // One cent past it, the schema gives the row's own ceiling message.
    const past = (row.max?.value ?? 0) + 0.01;
    const parsed = boundedNumber(row).safeParse(past);
    expect(parsed.success ? undefined : parsed.error.issues[0]?.message).toBe(row.max?.message);
  });

  it('keep a lower ceiling a table states, and get the ceiling when they state none', () => {
    const rows: readonly FieldRow[] = defineFields([
      {
        name: 'a',
        label: 'A',
        unit: '€/año',
        max: { value: 10_000, message: 'Hasta 10.000 €' },
        empty: 0,
        excel: false,
        notInExcel: 'prueba',
      },
      { name: 'b', label: 'B', unit: '€', empty: 0, excel: false, notInExcel: 'prueba' },
      { name: 'c', label: 'C', unit: '%', empty: 0, excel: false, notInExcel: 'prueba' },
    ]);
    expect(rows[0]?.max).toEqual({ value: 10_000, message: 'Hasta 10.000 €' });
    expect(rows[1]?.max).toEqual({
      value: 100_000_000,
      message: 'El importe no puede superar 100.000.000 €',
    });
    expect(rows[2]?.max).toBeUndefined();
  });
});

describe('every number field', () => {
  const row: FieldRow = { name: 'x', label: 'X', empty: 0, excel: false, notInExcel: 'prueba' };

  it.each([
    // 2^53 + 1 as JSON sends it: it arrives as 2^53, already not the number written.
    [JSON.parse('9007199254740993') as number, NUMBER_LIMIT_MESSAGES.unsafe],
    [-1e300, NUMBER_LIMIT_MESSAGES.unsafe],
    [2e-320, NUMBER_LIMIT_MESSAGES.tiny],
    [-0.004, NUMBER_LIMIT_MESSAGES.tiny],
  ])('refuses %d, in the schema and the reader alike', (value, message) => {
    const parsed = numberSchema([row]).safeParse({ x: value });
    expect(parsed.success ? undefined : parsed.error.issues[0]?.message).toBe(message);
    const read = readFieldTexts([row], { x: value });
    expect(read.ok ? undefined : read.errors.x).toBe(message);
  });

  it.each([0, 0.01, -0.01, Number.MAX_SAFE_INTEGER])('accepts %d', (value) => {
    expect(numberSchema([row]).safeParse({ x: value }).success).toBe(true);
  });
});
