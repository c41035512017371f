// The agency contact schema: the spec's rules and messages, word for word, and the honeypot.
import { contactSchema, isBot } from './schema';
import { CONTACT_DEFAULTS } from './fields';

const valid = {
  nombre: 'Lucía Gómez',
  empresa: 'Inmobiliaria Giralda',
  telefono: '600 123 456',
  email: 'lucia@giralda.es',
  mensaje: 'Queremos anunciar nuestras viviendas en Sevilla.',
};

const fieldMessage = (values: object, field: string) => {
  const result = contactSchema.safeParse(values);
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === field)?.message;
};

describe('contactSchema', () => {
  it('accepts a complete request and trims its texts', () => {
    expect(contactSchema.parse({ ...valid, nombre: '  Lucía  ' }).nombre).toBe('Lucía');
  });

  it.each([
    ['nombre', 'L', 'El nombre debe tener al menos 2 caracteres'],
    ['empresa', 'G', 'Escribe el nombre de la empresa'],
    ['telefono', '60012345', 'El teléfono debe tener al menos 9 dígitos'],
    ['email', 'lucia@', 'Escribe un correo válido, por ejemplo nombre@dominio.es'],
    ['mensaje', 'Hola', 'El mensaje debe tener al menos 10 caracteres'],
  ])('rejects a short %s with the spec message', (field, value, message) => {
    expect(fieldMessage({ ...valid, [field]: value }, field)).toBe(message);
  });

  it('gives every spec message for the empty form', () => {
    const result = contactSchema.safeParse(CONTACT_DEFAULTS);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0]).sort()).toEqual(
      ['email', 'empresa', 'mensaje', 'nombre', 'telefono'].sort(),
    );
  });

  it('rejects a message longer than 5000 characters', () => {
    expect(fieldMessage({ ...valid, mensaje: 'a'.repeat(5001) }, 'mensaje')).toBe(
      'El texto es demasiado largo',
    );
  });
});

describe('isBot', () => {
  it('is false when the honeypot is missing or blank', () => {
    expect(isBot(contactSchema.parse(valid))).toBe(false);
    expect(isBot(contactSchema.parse({ ...valid, website: '  ' }))).toBe(false);
  });

  it('is true when the honeypot was filled', () => {
    expect(isBot(contactSchema.parse({ ...valid, website: 'http://spam.example' }))).toBe(true);
  });
});
