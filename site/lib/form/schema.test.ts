// useForm's pure part: zod messages per field, and reading/writing inputs like react-hook-form.
import * as z from 'zod/mini';
import { fieldErrors, firstMessages, schemaResolver } from './resolvers';
import {
  errorsAfterFieldChange,
  readField,
  without,
  writeElement,
  type FieldElement,
} from './schema';

const el = (type: string, value = '', checked = false, isConnected = true): FieldElement => ({
  type,
  value,
  checked,
  isConnected,
  focus: () => undefined,
});

const schema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.email('Escribe un correo válido, por ejemplo nombre@dominio.es'),
      z.maxLength(10, 'Demasiado largo'),
    ),
  kind: z.enum(['a', 'b'], { error: 'Elige un tipo' }),
});

describe('schemaResolver', () => {
  const resolve = schemaResolver(schema);

  it('returns the parsed (trimmed) values and no errors when valid', () => {
    expect(resolve({ email: ' a@b.es ', kind: 'a' })).toEqual({
      values: { email: 'a@b.es', kind: 'a' },
      errors: {},
    });
  });

  it('returns only the first message of each invalid field', () => {
    const result = resolve({ email: 'no-es-un-email', kind: null });
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({
      email: {
        type: 'invalid_format',
        message: 'Escribe un correo válido, por ejemplo nombre@dominio.es',
      },
      kind: { type: 'invalid_value', message: 'Elige un tipo' },
    });
  });
});

describe('fieldErrors', () => {
  it('keys messages by the top-level field of a nested path', () => {
    const issues = [
      { code: 'custom', path: ['extras', 0], message: 'Hay un extra no válido', input: 'x' },
    ] as unknown as z.core.$ZodIssue[];
    expect(fieldErrors(issues, {})).toEqual({
      extras: { type: 'custom', message: 'Hay un extra no válido' },
    });
  });
});

describe('readField', () => {
  it('reads a text input through setValueAs, ignoring removed inputs', () => {
    expect(readField([el('text', 'old', false, false), el('text', '12')], Number)).toBe(12);
    expect(readField([el('text', ' x ')])).toBe(' x ');
  });

  it('reads the checked radio, or null when none is', () => {
    expect(readField([el('radio', 'nueva'), el('radio', 'segunda', true)])).toBe('segunda');
    expect(readField([el('radio', 'nueva'), el('radio', 'segunda')])).toBeNull();
  });

  it('reads several checkboxes as the ticked values and a single one as a boolean', () => {
    expect(
      readField([el('checkbox', 'a', true), el('checkbox', 'b'), el('checkbox', 'c', true)]),
    ).toEqual(['a', 'c']);
    expect(readField([el('checkbox', 'on', true)])).toBe(true);
    expect(readField([el('checkbox', 'on')])).toBe(false);
  });

  it('is undefined without any mounted input', () => {
    expect(readField([])).toBeUndefined();
  });
});

describe('writeElement', () => {
  it('shows values in text inputs, radios and checkboxes', () => {
    const text = el('text');
    writeElement(text, 0, 1);
    expect(text.value).toBe('0');
    writeElement(text, undefined, 1);
    expect(text.value).toBe('');
    const radio = el('radio', 'nueva');
    writeElement(radio, 'nueva', 2);
    expect(radio.checked).toBe(true);
    writeElement(radio, 'segunda', 2);
    expect(radio.checked).toBe(false);
    const box = el('checkbox', 'piscina');
    writeElement(box, ['terraza', 'piscina'], 1);
    expect(box.checked).toBe(true);
    const single = el('checkbox', 'on');
    writeElement(single, true, 1);
    expect(single.checked).toBe(true);
  });
});

describe('errorsAfterFieldChange', () => {
  const current = { a: { type: 'x', message: 'A' }, b: { type: 'x', message: 'B' } };

  it('updates only the changed field', () => {
    expect(
      errorsAfterFieldChange(current, 'a', { a: { type: 'x', message: 'A2' }, c: { type: 'x' } }),
    ).toEqual({
      a: { type: 'x', message: 'A2' },
      b: { type: 'x', message: 'B' },
    });
    expect(errorsAfterFieldChange(current, 'b', {})).toEqual({ a: { type: 'x', message: 'A' } });
  });

  it('keeps the same object when the message did not change', () => {
    expect(errorsAfterFieldChange(current, 'a', { a: { type: 'y', message: 'A' } })).toBe(current);
  });
});

describe('without', () => {
  it('copies a record without one key', () => {
    expect(without({ a: 1, b: 2 }, 'a')).toEqual({ b: 2 });
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

  it('says in Spanish that a number field holds no number, or nothing at all', () => {
    const issues = [
      { code: 'invalid_type', path: ['price'], message: 'Invalid input: expected number' },
      { code: 'invalid_type', path: ['rate'], message: 'Invalid input: expected number' },
    ] as unknown as z.core.$ZodIssue[];
    expect(firstMessages(issues, { price: Number.NaN, rate: undefined })).toEqual({
      price: 'Escribe un número, por ejemplo 1.250,50',
      rate: 'Este campo es obligatorio',
    });
  });
});
