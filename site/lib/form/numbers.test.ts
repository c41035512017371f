// Number fields as typed text: display, Spanish parsing and the resolver's values and messages.
import * as z from 'zod/mini';
import { parseNumberFields, toInputText } from './numbers';
import { numberResolver } from './resolvers';

const schema = z.object({
  name: z.string().check(z.minLength(1, 'Escribe el nombre')),
  price: z.number().check(z.minimum(1, 'El precio debe ser mayor que 0')),
});
const resolve = numberResolver(schema, ['price']);

describe('toInputText', () => {
  it('writes a decimal comma and groups thousands with dots, as Spaniards type', () => {
    expect(toInputText(3.5)).toBe('3,5');
    expect(toInputText(1.125)).toBe('1,125');
    expect(toInputText(185000)).toBe('185.000');
    expect(toInputText(1250.5)).toBe('1.250,5');
    expect(toInputText(-1234567.25)).toBe('-1.234.567,25');
    expect(toInputText(999)).toBe('999');
  });

  it('writes 0 for a figure that is not finite', () => {
    expect(toInputText(Number.NaN)).toBe('0');
  });
});

describe('parseNumberFields', () => {
  it('reads what Spanish users type and leaves text fields alone', () => {
    expect(
      parseNumberFields({ a: '1.250,50', b: '1250,5', c: '250.000 €', name: 'x' }, ['a', 'b', 'c']),
    ).toEqual({ a: 1250.5, b: 1250.5, c: 250000, name: 'x' });
  });

  it('gives NaN for text that is not a number and undefined for an empty field, never 0', () => {
    expect(parseNumberFields({ a: 'abc', c: '  ' }, ['a', 'b', 'c'])).toEqual({
      a: Number.NaN,
      b: undefined,
      c: undefined,
    });
  });

  it('gives 0 for the empty fields that may be left empty', () => {
    expect(parseNumberFields({ a: '', b: 'x' }, ['a', 'b'], ['a', 'b'])).toEqual({
      a: 0,
      b: Number.NaN,
    });
  });

  it('reads its own display text back exactly', () => {
    for (const value of [3.5, 1.125, 0.05, 200000, 1250.5, -1234567.25, 1e-7, 1.5e21]) {
      expect(parseNumberFields({ a: toInputText(value) }, ['a'])).toEqual({ a: value });
    }
  });
});

describe('numberResolver', () => {
  it('returns the parsed numbers when valid', () => {
    const result = resolve({ name: 'Piso', price: '250.000 €' });
    expect(result).toEqual({ values: { name: 'Piso', price: 250000 }, errors: {} });
  });

  it('returns the first message of each invalid field, in Spanish for unreadable numbers', () => {
    const result = resolve({ name: '', price: 'abc' });
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      name: { type: 'too_small', message: 'Escribe el nombre' },
      price: { type: 'invalid_type', message: 'Escribe un número, por ejemplo 1.250,50' },
    });
  });

  it('says an emptied required number is required', () => {
    expect(resolve({ name: 'Piso', price: '' }).errors).toEqual({
      price: { type: 'invalid_type', message: 'Este campo es obligatorio' },
    });
  });
});
