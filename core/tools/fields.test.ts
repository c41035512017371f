// The field table helpers: a row added to a table shows up in its schema, defaults, share keys,
// empty meanings and Excel rows.
import { numberSchema } from './field-schema';
import {
  defaultsOf,
  defineFields,
  excelRows,
  fieldNames,
  shareKeys,
  zeroWhenEmptyOf,
  type FieldRow,
} from './fields';
import { fillDerived, fillEmpty } from './field-fill';
import { readFieldTexts } from './field-texts';

const BASE = defineFields([
  {
    name: 'price',
    label: 'Precio',
    unit: '€',
    min: { value: 1, message: 'El precio debe ser mayor que 0' },
    default: 100000,
    empty: 'required',
    excel: { help: 'Lo que pagas.', format: 'euro' },
  },
  {
    name: 'costs',
    label: 'Gastos',
    unit: '%',
    min: { value: 0, message: 'Entre 0 y 50' },
    max: { value: 50, message: 'Entre 0 y 50' },
    default: 10,
    empty: 'default',
    share: 'gastos',
    excel: { help: 'Impuestos y gastos.', format: 'percent', label: 'Gastos (%)' },
  },
  {
    name: 'expenses',
    label: 'Gastos mensuales',
    min: { value: 0, message: 'Los gastos deben ser 0 o mayor' },
    empty: 0,
    excel: false,
    notInExcel: 'a test row',
  },
  {
    name: 'cash',
    label: 'Dinero aportado',
    min: { value: 1, message: 'Mayor a 0', exclusive: false },
    empty: {
      derived: (v) => (v.price ?? 0) + ((v.price ?? 0) * (v.costs ?? 0)) / 100,
      text: 'Precio más gastos',
    },
    excel: { help: 'Lo que pones.', format: 'euro' },
  },
]);

const EXTRA: FieldRow = {
  name: 'vacancy',
  label: 'Meses vacíos',
  min: { value: 0, message: 'Entre 0 y 12' },
  max: { value: 12, message: 'Entre 0 y 12', exclusive: true },
  default: 1,
  empty: 0,
  excel: { help: 'Meses sin inquilino.', format: 'months' },
};
const EXTENDED: readonly FieldRow[] = [...BASE, EXTRA];

const messages = (rows: readonly FieldRow[], values: Record<string, unknown>) => {
  const parsed = numberSchema(rows).safeParse(values);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
};

describe('defaultsOf', () => {
  it('gives the rows that have a default, a row added included', () => {
    expect(defaultsOf(BASE)).toEqual({ price: 100000, costs: 10 });
    expect(defaultsOf(EXTENDED)).toEqual({ price: 100000, costs: 10, vacancy: 1 });
  });
});

describe('fieldNames', () => {
  it('names each field in form order, by its name even when its link calls it otherwise', () => {
    expect(fieldNames(BASE)).toEqual(['price', 'costs', 'expenses', 'cash']);
    expect(fieldNames(EXTENDED).at(-1)).toBe('vacancy');
  });
});

describe('shareKeys', () => {
  it('names each field in form order, by its share key when it has one', () => {
    expect(shareKeys(BASE)).toEqual(['price', 'gastos', 'expenses', 'cash']);
    expect(shareKeys(EXTENDED).at(-1)).toBe('vacancy');
  });
});

describe('zeroWhenEmptyOf', () => {
  it('lists the fields that mean 0 when empty', () => {
    expect(zeroWhenEmptyOf(BASE)).toEqual(['expenses']);
    expect(zeroWhenEmptyOf(EXTENDED)).toEqual(['expenses', 'vacancy']);
  });
});

describe('excelRows', () => {
  it('keeps the rows with an Excel cell, in form order', () => {
    expect(excelRows(BASE).map((row) => row.name)).toEqual(['price', 'costs', 'cash']);
    expect(excelRows(EXTENDED).map((row) => row.name)).toEqual([
      'price',
      'costs',
      'cash',
      'vacancy',
    ]);
  });
  it('makes a row without an Excel cell, or without a reason for leaving it out, a type error', () => {
    // @ts-expect-error excel is required
    const missing: FieldRow = { name: 'x', label: 'X', empty: 0 };
    // @ts-expect-error leaving a field out of the Excel needs a reason
    const noReason: FieldRow = { name: 'x', label: 'X', empty: 0, excel: false };
    expect([missing, noReason].map((row) => row.excel)).toEqual([undefined, false]);
  });
});

describe('numberSchema', () => {
  const valid = { price: 200000, costs: 8, expenses: 50, cash: 60000 };
  it('accepts valid values and checks each bound with its message', () => {
    expect(messages(BASE, valid)).toEqual([]);
    expect(messages(BASE, { ...valid, price: 0, costs: 51 })).toEqual([
      'price: El precio debe ser mayor que 0',
      'costs: Entre 0 y 50',
    ]);
  });
  it('checks a row added to the table, exclusive bounds included', () => {
    expect(messages(BASE, { ...valid, vacancy: 12 })).toEqual([]);
    expect(messages(EXTENDED, { ...valid, vacancy: 12 })).toEqual(['vacancy: Entre 0 y 12']);
    expect(messages(EXTENDED, { ...valid, vacancy: 11.99 })).toEqual([]);
  });
  it('fills 0 and defaults, leaves a derived field empty and requires the rest', () => {
    expect(numberSchema(BASE).parse({ price: 1 })).toEqual({ price: 1, costs: 10, expenses: 0 });
    expect(messages(BASE, {})).toHaveLength(1);
  });
});

describe('fillEmpty and fillDerived', () => {
  it('gives each empty field what its row says, the derived ones from the filled values', () => {
    // costs empty -> 10 (default); cash = 200000 × 1,10 = 220000; expenses empty -> 0.
    expect(fillEmpty(BASE, { price: 200000 })).toEqual({
      price: 200000,
      costs: 10,
      expenses: 0,
      cash: 220000,
    });
  });
  it('keeps what is given', () => {
    expect(fillEmpty(BASE, { price: 200000, costs: 5, cash: 1 }).cash).toBe(1);
  });
  it('fills only the derived fields at an engine entry', () => {
    // 200000 × (1 + 5 / 100) = 210000.
    expect(fillDerived(BASE, { price: 200000, costs: 5 })).toEqual({
      price: 200000,
      costs: 5,
      cash: 210000,
    });
  });
});

/** A required price with its own empty message, for the tests of `required`. */
const REQUIRED_PRICE = {
  name: 'price',
  label: 'Precio',
  min: { value: 0, exclusive: true, message: 'El precio debe ser mayor que 0' },
  required: 'Escribe el precio',
  empty: 'required',
  excel: false,
  notInExcel: 'a test row',
} as const;

describe('a required message, unknown facts and fields that belong to a switch', () => {
  const ROWS = defineFields([
    REQUIRED_PRICE,
    {
      name: 'age',
      label: 'Edad',
      min: { value: 18, message: 'Entre 18 y 120' },
      empty: 'unknown',
      excel: false,
      notInExcel: 'a test row',
    },
    {
      name: 'loan',
      label: 'Préstamo',
      min: { value: 0, message: 'El préstamo debe ser 0 o mayor' },
      empty: {
        derived: (v) => (v.price ?? 0) / 2,
        text: 'La mitad del precio',
        onlyWith: 'hasLoan',
      },
      excel: false,
      notInExcel: 'a test row',
    },
  ]);

  it('asks for an empty required field with its own message, a wrong one with its bound', () => {
    expect(messages(ROWS, {})).toEqual(['price: Escribe el precio']);
    expect(messages(ROWS, { price: 'mil' })).toEqual(['price: Escribe el precio']);
    expect(messages(ROWS, { price: 0 })).toEqual(['price: El precio debe ser mayor que 0']);
  });

  it('leaves an unknown fact out when empty and checks it when given', () => {
    expect(numberSchema(ROWS).parse({ price: 1 })).toEqual({ price: 1 });
    expect(messages(ROWS, { price: 1, age: 17 })).toEqual(['age: Entre 18 y 120']);
    expect(fillEmpty(ROWS, { price: 100, hasLoan: true })).not.toHaveProperty('age');
  });

  it('derives a field only while its switch is on, and makes it 0 while off', () => {
    expect(fillDerived(ROWS, { price: 100, hasLoan: true }).loan).toBe(50);
    expect(fillDerived(ROWS, { price: 100 }).loan).toBe(50);
    expect(fillDerived(ROWS, { price: 100, loan: 30, hasLoan: true }).loan).toBe(30);
    expect(fillDerived(ROWS, { price: 100, loan: 30, hasLoan: false }).loan).toBe(0);
  });
});

describe('readFieldTexts and the schema on an empty required field with its own message', () => {
  const rows = defineFields([REQUIRED_PRICE] as const);

  it('say the same message', () => {
    const read = readFieldTexts(rows, { price: '' });
    const parsed = numberSchema(rows).safeParse({});
    expect(read.ok ? undefined : read.errors.price).toBe('Escribe el precio');
    expect(parsed.success ? undefined : parsed.error.issues[0]?.message).toBe('Escribe el precio');
  });
});
