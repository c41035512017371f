// The pure part of useTextForm: checking typed texts, one message per field, re-validation, focus.
import * as z from 'zod/mini';
import { firstMessages } from './schema';
import { checkTexts, errorsAfterChange, firstInvalid } from './text';

const schema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'El nombre es requerido')),
  price: z.number().check(z.minimum(1, 'El precio debe ser mayor a 0')),
  rate: z
    .number()
    .check(
      z.minimum(0, 'El interés debe estar entre 0% y 20%'),
      z.maximum(20, 'El interés debe estar entre 0% y 20%'),
    ),
});
const NUMERIC = ['price', 'rate'];
const ORDER = ['name', 'price', 'rate'] as const;

describe('checkTexts', () => {
  it('parses the number fields the Spanish way and returns the schema output', () => {
    expect(
      checkTexts(schema, NUMERIC, { name: '  Ático ', price: '250.000 €', rate: '3,5' }),
    ).toEqual({ success: true, data: { name: 'Ático', price: 250000, rate: 3.5 }, errors: {} });
  });

  it('gives the schema message of each invalid field', () => {
    expect(checkTexts(schema, NUMERIC, { name: '   ', price: '0', rate: '20,01' })).toEqual({
      success: false,
      errors: {
        name: 'El nombre es requerido',
        price: 'El precio debe ser mayor a 0',
        rate: 'El interés debe estar entre 0% y 20%',
      },
    });
  });

  it('says text that is not a number is not one, and an emptied field is required', () => {
    expect(checkTexts(schema, NUMERIC, { name: 'x', price: 'mucho', rate: '' })).toEqual({
      success: false,
      errors: {
        price: 'Escribe un número, por ejemplo 1.250,50',
        rate: 'Este campo es obligatorio',
      },
    });
  });

  it('reads an empty field as 0 when the form says it may be left empty', () => {
    expect(checkTexts(schema, NUMERIC, { name: 'x', price: '1', rate: ' ' }, ['rate'])).toEqual({
      success: true,
      data: { name: 'x', price: 1, rate: 0 },
      errors: {},
    });
  });
});

describe('firstMessages', () => {
  it('keeps only the first message of a field and ignores issues without a field', () => {
    const issues = [
      { code: 'too_small', path: ['rate'], message: 'primero', input: -1 },
      { code: 'too_big', path: ['rate'], message: 'segundo', input: -1 },
      { code: 'custom', path: [], message: 'del formulario', input: {} },
    ] as unknown as z.core.$ZodIssue[];
    expect(firstMessages(issues, {})).toEqual({ rate: 'primero' });
  });
});

describe('errorsAfterChange', () => {
  const current = { name: 'El nombre es requerido', price: 'El precio debe ser mayor a 0' };

  it('clears the changed field once it is valid, leaving the others', () => {
    expect(errorsAfterChange(current, 'price', { name: 'El nombre es requerido' })).toEqual({
      name: 'El nombre es requerido',
    });
  });

  it('updates only the changed field, not others the new check finds invalid', () => {
    expect(errorsAfterChange({}, 'rate', { name: 'x', rate: 'El interés' })).toEqual({
      rate: 'El interés',
    });
  });

  it('returns the same object when nothing changes (no new render)', () => {
    expect(errorsAfterChange(current, 'name', { name: 'El nombre es requerido' })).toBe(current);
    expect(errorsAfterChange(current, 'rate', {})).toBe(current);
  });
});

describe('firstInvalid', () => {
  it('is the first field in form order with a message', () => {
    expect(firstInvalid(ORDER, { rate: 'a', price: 'b' })).toBe('price');
    expect(firstInvalid(ORDER, {})).toBeUndefined();
  });
});
