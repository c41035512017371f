// The link codec: one grammar for every reader of numbers in links, and a writer they all read back.
import fc from 'fast-check';
import { readSpanishNumber } from './number';
import { writeNumber, writeShareQuery } from './share';
import { readNumber, readShareQuery } from './share-reader';
import { LINK_NUMBER_CASES, PRICE_LABEL, priceError } from './testing/link-numbers';
import { templateInputFromQuery } from './tools/excel-template/query';
import { ANALYSIS_DEFAULTS } from './tools/investment-analysis/inputs';
import { rowOf } from './tools/fields';
import { YIELD_FIELDS } from './tools/yield/fields';
import {
  analysisInputFromQuery,
  analysisShareQuery,
} from './tools/investment-analysis/share-query';

describe('writeNumber', () => {
  it.each([
    [3.4, '3,4'],
    [185_000, '185000'],
    [1_250.5, '1250,5'],
    [-3.5, '-3,5'],
    [-0, '0'],
    [0.1 + 0.2, '0,30000000000000004'],
    [1e-7, '0,0000001'],
    [-1.5e-7, '-0,00000015'],
    [1.5e21, '1500000000000000000000'],
  ])('writes %d as %j: decimal comma, no grouping, no exponent', (value, text) => {
    expect(writeNumber(value)).toBe(text);
  });

  it('refuses what a link cannot carry', () => {
    expect(() => writeNumber(Number.NaN)).toThrow(RangeError);
    expect(() => writeNumber(Infinity)).toThrow(RangeError);
  });

  it('writes every finite number so that readNumber gives it back exactly', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        expect(readNumber(writeNumber(value))).toBe(value === 0 ? 0 : value);
      }),
    );
  });
});

describe('writeShareQuery', () => {
  it('writes numbers by writeNumber, switches and text, and leaves out what carries nothing', () => {
    expect(
      writeShareQuery({
        price: 185_000,
        interestRate: 3.4,
        hasLoan: false,
        name: 'Ático & Co. ñ',
        empty: '',
        missing: undefined,
        broken: Number.NaN,
      }),
    ).toBe('price=185000&interestRate=3,4&hasLoan=false&name=%C3%81tico+%26+Co.+%C3%B1');
  });

  it('is read back by URLSearchParams', () => {
    const query = new URLSearchParams(writeShareQuery({ rate: 1.125, name: 'a,b=c&d' }));
    expect(readNumber(query.get('rate') ?? '')).toBe(1.125);
    expect(query.get('name')).toBe('a,b=c&d');
  });
});

describe('every reader of a number in a link', () => {
  const field = [{ name: 'price', label: PRICE_LABEL }];

  it.each(LINK_NUMBER_CASES)(
    'readNumber reads %j as %p, the grammar of typed text',
    (text, value) => {
      expect(readNumber(text)).toBe(value);
      const typed = readSpanishNumber(text);
      expect(typed.kind === 'number' ? typed.value : undefined).toBe(value);
    },
  );

  it.each(LINK_NUMBER_CASES)('readShareQuery reads %j as %p or names the field', (text, value) => {
    const read = readShareQuery(field, { price: text });
    if (value === undefined)
      expect(read).toEqual({ values: {}, errors: { price: priceError(text) } });
    else expect(read).toEqual({ values: { price: value }, errors: {} });
  });

  it.each(LINK_NUMBER_CASES)(
    'the Excel endpoint reads %j as %p, or answers the same error',
    (text, value) => {
      const read = templateInputFromQuery({ purchasePrice: text });
      if (value === undefined) expect(read.errors).toEqual({ purchasePrice: priceError(text) });
      else if (value >= 1) expect(read.input?.purchasePrice).toBe(value);
      // Below the schema's minimum: a bound's message, never the number read another way.
      else
        expect(read.errors?.purchasePrice).toBe(rowOf(YIELD_FIELDS, 'purchasePrice').min?.message);
    },
  );

  it.each(LINK_NUMBER_CASES)(
    'the analysis query (page link and Excel file) reads %j as %p, or the same error',
    (text, value) => {
      const read = analysisInputFromQuery({ price: text });
      if (value === undefined) expect(read.errors).toEqual({ price: priceError(text) });
      else expect(read.input).toEqual({ ...ANALYSIS_DEFAULTS, price: value });
    },
  );

  it('leaves out of the reading the fields the query does not carry', () => {
    expect(readShareQuery(field, { other: '1e5' })).toEqual({ values: {}, errors: {} });
  });

  it('cuts a long unreadable value in its message', () => {
    const read = readShareQuery(field, { price: 'x'.repeat(100) });
    expect(read.errors.price).toBe(
      `El enlace trae un valor no válido en "${PRICE_LABEL}": «${'x'.repeat(40)}…».`,
    );
  });

  it('reads back what the analysis writes, with a decimal comma', () => {
    const query = analysisShareQuery({ price: 185_000.5, interestRate: 3.4 });
    expect(query).toBe('price=185000,5&interestRate=3,4');
    const read = analysisInputFromQuery(Object.fromEntries(new URLSearchParams(query)));
    expect(read.input).toMatchObject({ price: 185_000.5, interestRate: 3.4 });
  });
});
