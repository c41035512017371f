import { emptyContract, emptyDocument, emptyProperty, parseReturnDocument } from './document';

const base = (properties: unknown[]) => ({
  version: 1,
  taxYear: 2025,
  owners: [{ name: 'Ana' }],
  properties,
});

function errorsOf(json: unknown) {
  const parsed = parseReturnDocument(json);
  return parsed.ok ? [] : parsed.errors;
}

describe('parseReturnDocument', () => {
  it('fills the defaults of a minimal document', () => {
    const parsed = parseReturnDocument(
      base([{ contracts: [{ start: '2025-02-01', monthlyRent: 700 }] }]),
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const [property] = parsed.document.properties;
    expect(property?.owners).toEqual([{ owner: 0, sharePercent: 100 }]);
    expect(property?.expenses.repairs).toBe(0);
    expect(property?.contracts[0]?.relative).toBe(false);
    expect(property?.acquisition.kind).toBe('purchase');
    expect(parsed.document.owners[0]?.residence).toBe('resident');
  });

  it('accepts null for unknown values', () => {
    const parsed = parseReturnDocument(
      base([
        {
          cadastral: { value: null, landValue: null, revisedYear: null },
          acquisition: { price: null },
        },
      ]),
    );
    expect(parsed.ok).toBe(true);
  });

  it('says where an end comes before its start', () => {
    expect(
      errorsOf(
        base([{ contracts: [{ start: '2025-06-01', end: '2025-05-01', monthlyRent: 500 }] }]),
      ),
    ).toEqual([
      {
        path: 'properties.0.contracts.0.end',
        message: 'La fecha de fin es anterior a la de inicio.',
      },
    ]);
  });

  it('marks the later of two overlapping contracts', () => {
    const errors = errorsOf(
      base([
        {
          contracts: [
            { start: '2025-06-01', monthlyRent: 800 },
            { start: '2024-01-01', end: '2025-06-15', monthlyRent: 700 },
          ],
        },
      ]),
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]?.path).toBe('properties.0.contracts.0.start');
    expect(errors[0]?.message).toMatch(/Se solapa con el contrato 2.*15-6-2025/);
  });

  it('asks for shares that add up to 100 %', () => {
    const errors = errorsOf({
      ...base([
        {
          owners: [
            { owner: 0, sharePercent: 50 },
            { owner: 1, sharePercent: 40 },
          ],
        },
      ]),
      owners: [{ name: 'Ana' }, { name: 'Luis' }],
    });
    expect(errors).toEqual([
      {
        path: 'properties.0.owners',
        message: 'Las participaciones suman 90 %: deben sumar 100 %.',
      },
    ]);
  });

  it('rejects a share held by an owner who is not in the list', () => {
    const errors = errorsOf(base([{ owners: [{ owner: 1, sharePercent: 100 }] }]));
    expect(errors[0]?.path).toBe('properties.0.owners.0.owner');
    expect(errors[0]?.message).toMatch(/propietario número 2/);
  });

  it('rejects a cadastral revision after the tax year', () => {
    const errors = errorsOf(
      base([{ cadastral: { value: 90_000, landValue: 30_000, revisedYear: 2026 } }]),
    );
    expect(errors).toEqual([
      {
        path: 'properties.0.cadastral.revisedYear',
        message: 'La revisión catastral no puede ser posterior al ejercicio 2025.',
      },
    ]);
  });

  it('rejects a contract with no day in the tax year and furniture bought after it', () => {
    const errors = errorsOf(
      base([
        {
          contracts: [{ start: '2023-01-01', end: '2024-12-31', monthlyRent: 500 }],
          furniture: [{ cost: 1_000, date: '2026-01-10' }],
        },
      ]),
    );
    expect(errors.map((error) => error.path)).toEqual([
      'properties.0.furniture.0.date',
      'properties.0.contracts.0.start',
    ]);
    expect(errors[1]?.message).toMatch(/ningún día en 2025/);
  });

  it('rejects negative money, a land value above the total and an expired excess', () => {
    const errors = errorsOf(
      base([
        {
          expenses: { ibi: -10 },
          cadastral: { value: 50_000, landValue: 60_000 },
          carriedForward: [{ year: 2020, amount: 500 }],
        },
      ]),
    );
    expect(errors).toEqual([
      { path: 'properties.0.expenses.ibi', message: 'El importe no puede ser negativo.' },
    ]);
    const cross = errorsOf(
      base([
        {
          cadastral: { value: 50_000, landValue: 60_000 },
          carriedForward: [{ year: 2020, amount: 500 }],
        },
      ]),
    );
    expect(cross.map((error) => error.path)).toEqual([
      'properties.0.cadastral.landValue',
      'properties.0.carriedForward.0.year',
    ]);
    expect(cross[1]?.message).toMatch(/hasta 2024/);
  });

  it('rejects a wrong version, a year without rules and a malformed date in Spanish', () => {
    const errors = errorsOf({
      version: 2,
      taxYear: 2023,
      owners: [{}],
      properties: [{ contracts: [{ start: '2025-02-30', monthlyRent: 1 }] }],
    });
    expect(errors.map((error) => error.path)).toEqual([
      'version',
      'taxYear',
      'properties.0.contracts.0.start',
    ]);
    expect(errors[1]?.message).toBe('El ejercicio debe ser 2024, 2025, 2026.');
    expect(errors[2]?.message).toMatch(/AAAA-MM-DD/);
  });

  it('builds empty documents the parser accepts', () => {
    const doc = emptyDocument(2026);
    doc.properties[0]?.contracts.push(emptyContract(2026));
    expect(parseReturnDocument(doc)).toEqual({ ok: true, document: doc });
    expect(emptyProperty().contracts).toEqual([]);
  });
});
