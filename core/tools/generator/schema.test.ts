// The generator schema: the spec's fields, options and messages; extras in order; 'otros' text.
import { generatorSchema } from './schema';
import { AUDIENCES, EXTRAS, PROPERTY_TYPES } from './fields';

const valid = {
  address: 'Calle Feria 12, Sevilla',
  propertyType: 'piso',
  area: 85,
  rooms: 3,
  bathrooms: 1,
  targetAudience: 'familias',
};

const messages = (values: object) => {
  const result = generatorSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('generatorSchema', () => {
  it('has the spec options', () => {
    expect(PROPERTY_TYPES).toHaveLength(10);
    expect(EXTRAS).toHaveLength(19);
    expect(AUDIENCES).toEqual([
      'inversores',
      'familias',
      'parejas',
      'jovenes',
      'jubilados',
      'estudiantes',
    ]);
  });

  it('defaults extras to an empty list', () => {
    expect(generatorSchema.parse(valid).extras).toEqual([]);
  });

  it('gives the spec message of every required field', () => {
    expect(
      messages({
        address: ' ',
        area: 0,
        rooms: 0,
        bathrooms: 0,
        propertyType: '',
        targetAudience: '',
      }),
    ).toEqual({
      address: 'Escribe la dirección',
      area: 'El área debe ser mayor que 0',
      rooms: 'Las habitaciones deben ser más de 0',
      bathrooms: 'Los baños deben ser más de 0',
      propertyType: 'Elige el tipo de vivienda',
      targetAudience: 'Elige a quién va dirigido el anuncio',
    });
  });

  it('keeps extras once each, in the canonical order', () => {
    expect(
      generatorSchema.parse({ ...valid, extras: ['piscina', 'terraza', 'piscina'] }).extras,
    ).toEqual(['terraza', 'piscina']);
  });

  it("keeps otherExtras only when 'otros' is ticked", () => {
    expect(
      generatorSchema.parse({ ...valid, otherExtras: 'barbacoa' }).otherExtras,
    ).toBeUndefined();
    expect(
      generatorSchema.parse({ ...valid, extras: ['otros'], otherExtras: ' barbacoa ' }).otherExtras,
    ).toBe('barbacoa');
  });

  it('rejects unknown extras, fractions and absurd sizes', () => {
    expect(generatorSchema.safeParse({ ...valid, extras: ['helipuerto'] }).success).toBe(false);
    expect(messages({ ...valid, rooms: 2.5 }).rooms).toBe('Introduce un número entero');
    expect(messages({ ...valid, area: 1e9 }).area).toBe('El valor es demasiado alto');
  });
});
