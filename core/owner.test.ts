import {
  DEMO_NOTICE,
  assertPublishableIdentity,
  completeOwner,
  identityProblems,
  isPlaceholderPhone,
  ownerFieldProblem,
  ownerProblems,
  type OwnerIdentity,
} from './owner';

const FILLED: OwnerIdentity = {
  name: 'Inversiones Calc, S.L.',
  nif: 'B-12345674',
  address: 'Calle Mayor 1, 28013 Madrid',
  registry: 'Registro Mercantil de Madrid, tomo 1234, folio 56, hoja M-78901',
  email: 'titular@inversionescalc.es',
  phone: '+34 912 345 678',
};

/** The template the seed used to carry, in brackets. */
const TEMPLATE: OwnerIdentity = {
  name: '[Nombre del titular]',
  nif: '<NIF del titular>',
  address: '<domicilio del titular>',
  email: 'titular@ejemplo.es',
  phone: '+34 910 000 000',
};

describe('ownerFieldProblem', () => {
  it('says a required field is missing when it is unset or blank', () => {
    for (const field of ['name', 'nif', 'address', 'email'] as const) {
      expect(ownerFieldProblem(field, undefined)).toBe('falta');
      expect(ownerFieldProblem(field, '   ')).toBe('falta');
    }
  });

  it('lets the phone and the registry data stay empty for a person', () => {
    expect(ownerFieldProblem('phone', '')).toBeUndefined();
    expect(ownerFieldProblem('registry', null, { nif: '12345678Z' })).toBeUndefined();
  });

  it('asks a sociedad anónima or limitada for its registry data', () => {
    expect(ownerFieldProblem('registry', '', { nif: 'B12345674' })).toMatch(/sociedad/);
    expect(ownerFieldProblem('registry', '', { nif: 'a-1234567-4' })).toMatch(/sociedad/);
  });

  it('calls bracketed and example text a placeholder', () => {
    expect(ownerFieldProblem('nif', '<NIF del titular>')).toBe('es un texto de ejemplo');
    expect(ownerFieldProblem('address', '[domicilio]')).toBe('es un texto de ejemplo');
    expect(ownerFieldProblem('name', 'Lorem ipsum')).toBe('es un texto de ejemplo');
    expect(ownerFieldProblem('email', 'hola@example.com')).toBe('es un texto de ejemplo');
    expect(ownerFieldProblem('nif', '00000000T')).toBe('es un texto de ejemplo');
  });

  it('accepts a DNI, a NIE and a CIF written with spaces, dots or dashes', () => {
    for (const nif of ['12345678Z', '12.345.678-z', 'X1234567L', 'B 1234567 4', 'Q2826000H'])
      expect(ownerFieldProblem('nif', nif)).toBeUndefined();
    expect(ownerFieldProblem('nif', '1234')).toMatch(/NIF, NIE o CIF/);
  });

  it('refuses an address without a domain and a dummy or short phone', () => {
    expect(ownerFieldProblem('email', 'titular@')).toMatch(/correo/);
    expect(ownerFieldProblem('phone', '+34 910 000 000')).toMatch(/teléfono/);
    expect(ownerFieldProblem('phone', '9123')).toMatch(/teléfono/);
    expect(ownerFieldProblem('phone', '+34 612 34 56 78')).toBeUndefined();
  });
});

describe('isPlaceholderPhone', () => {
  it('spots numbers ending in zeros or made of one digit, with or without the prefix', () => {
    expect(isPlaceholderPhone('+34 910 000 000')).toBe(true);
    expect(isPlaceholderPhone('0034 600000000')).toBe(true);
    expect(isPlaceholderPhone('999 999 999')).toBe(true);
    expect(isPlaceholderPhone('+34 910 123 456')).toBe(false);
  });
});

describe('ownerProblems', () => {
  it('names every field of the old template, in the form order', () => {
    expect(ownerProblems(TEMPLATE).map((p) => p.label)).toEqual([
      'Nombre o razón social',
      'NIF o CIF',
      'Domicilio',
      'Correo electrónico',
      'Teléfono',
    ]);
  });

  it('names the four required fields when there is no identity at all', () => {
    expect(ownerProblems(undefined)).toEqual([
      { label: 'Nombre o razón social', problem: 'falta' },
      { label: 'NIF o CIF', problem: 'falta' },
      { label: 'Domicilio', problem: 'falta' },
      { label: 'Correo electrónico', problem: 'falta' },
    ]);
  });

  it('finds nothing in a filled identity', () => {
    expect(ownerProblems(FILLED)).toEqual([]);
  });
});

describe('completeOwner', () => {
  it('gives the trimmed identity when every field can be shown', () => {
    expect(completeOwner({ ...FILLED, name: '  Inversiones Calc, S.L. ', phone: '' })).toEqual({
      name: 'Inversiones Calc, S.L.',
      nif: 'B-12345674',
      address: 'Calle Mayor 1, 28013 Madrid',
      registry: FILLED.registry,
      email: 'titular@inversionescalc.es',
    });
  });

  it('gives nothing while a field is missing or template text', () => {
    expect(completeOwner(TEMPLATE)).toBeUndefined();
    expect(completeOwner({ ...FILLED, address: '' })).toBeUndefined();
    expect(completeOwner(null)).toBeUndefined();
  });
});

describe('identityProblems', () => {
  it('adds a dummy contact phone and an example contact address to the owner problems', () => {
    expect(
      identityProblems({
        contactEmail: 'hola@ejemplo.es',
        contactPhone: '+34 910 000 000',
        legal: FILLED,
      }),
    ).toEqual([
      { label: 'E-mail de contacto', problem: 'es un texto de ejemplo' },
      { label: 'Teléfono de contacto', problem: 'no es un número de teléfono real' },
    ]);
  });

  it('lets the contact phone stay unset', () => {
    expect(identityProblems({ contactEmail: 'hola@inversionescalc.es', legal: FILLED })).toEqual(
      [],
    );
  });
});

describe('assertPublishableIdentity', () => {
  it('fails in Spanish naming each missing or placeholder field', () => {
    const run = () => assertPublishableIdentity({ contactEmail: 'hola@x.es', legal: TEMPLATE });
    expect(run).toThrow(/titular/);
    expect(run).toThrow(/Nombre o razón social: es un texto de ejemplo/);
    expect(run).toThrow(/NIF o CIF: es un texto de ejemplo/);
    expect(run).toThrow(/Domicilio: es un texto de ejemplo/);
    expect(run).toThrow(/Teléfono: no es un número de teléfono real/);
  });

  it('passes with a filled identity', () => {
    expect(() =>
      assertPublishableIdentity({ contactEmail: 'hola@inversionescalc.es', legal: FILLED }),
    ).not.toThrow();
  });

  it('points the editor to the Studio, as the demo notice does', () => {
    expect(() => assertPublishableIdentity({})).toThrow(/Studio/);
    expect(DEMO_NOTICE).toMatch(/Studio/);
  });
});
