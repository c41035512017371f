import fc from 'fast-check';
import {
  BEST_LABELS,
  COMPARATOR_LIMIT_MESSAGE,
  MAX_PROPERTIES,
  addProperty,
  canAddProperty,
  newPropertyId,
  removeProperty,
  updateProperty,
  type Property,
} from './engine';
import { bestOf, propertyMetrics } from './figures';

function property(id: string, fields: Partial<Omit<Property, 'id'>> = {}): Property {
  return {
    id,
    name: `Piso ${id}`,
    location: 'Madrid',
    price: 200000,
    monthlyRent: 1000,
    size: 80,
    rooms: 2,
    expenses: 100,
    ...fields,
  };
}

describe('constants', () => {
  it('limit the comparator to three properties with the spec message', () => {
    expect(MAX_PROPERTIES).toBe(3);
    expect(COMPARATOR_LIMIT_MESSAGE).toBe('Máximo 3 propiedades. Elimina una para añadir otra.');
  });
  it('name the summary cards as the spec does', () => {
    expect(BEST_LABELS).toEqual({
      grossYield: 'Mejor rentabilidad bruta',
      netYield: 'Mejor rentabilidad neta',
      pricePerM2: 'Mejor precio por m²',
    });
  });
});

describe('propertyMetrics', () => {
  it('computes gross yield, net yield over price plus purchase costs, and price per m²', () => {
    // Gross 900 * 12 / 150000 = 7.2 %; net (900 - 150) * 12 / (150000 + 15000) = 9000 / 165000
    // = 5.4545 %; 150000 / 75 = 2000.
    expect(
      propertyMetrics({ price: 150000, monthlyRent: 900, expenses: 150, size: 75 }, 15000),
    ).toEqual({
      grossYield: 7.2,
      netYield: 5.45,
      pricePerM2: 2000,
    });
    // Without purchase costs the net is over the price alone: 9000 / 150000 = 6 %.
    expect(
      propertyMetrics({ price: 150000, monthlyRent: 900, expenses: 150, size: 75 }, 0).netYield,
    ).toBe(6);
  });
  it('gives the same yields as the yield tool for the same flat (185,000 euros, 950 a month)', () => {
    // Gross 950 * 12 / 185000 = 11400 / 185000 = 6.16 %; with 150 of expenses and 18,500 of
    // purchase costs, net (950 - 150) * 12 / (185000 + 18500) = 9600 / 203500 = 4.72 %.
    expect(
      propertyMetrics({ price: 185000, monthlyRent: 950, expenses: 150, size: 74 }, 18500),
    ).toEqual({ grossYield: 6.16, netYield: 4.72, pricePerM2: 2500 });
  });
  it('rounds to two decimals', () => {
    // 200000 / 85 = 2352.941...; 1000 * 12 / 170000 = 7.0588 %; 900 * 12 / 170000 = 6.3529 %.
    expect(
      propertyMetrics({ price: 170000, monthlyRent: 1000, expenses: 100, size: 85 }, 0),
    ).toEqual({
      grossYield: 7.06,
      netYield: 6.35,
      pricePerM2: 2000,
    });
    expect(propertyMetrics(property('a', { size: 85 }), 0).pricePerM2).toBe(2352.94);
  });
  it('gives a negative net yield when expenses exceed the rent', () => {
    // (500 - 600) * 12 / 120000 = -1 %.
    expect(
      propertyMetrics(property('a', { price: 120000, monthlyRent: 500, expenses: 600 }), 0)
        .netYield,
    ).toBe(-1);
  });
  it('gives 0 instead of Infinity for a price or size of 0', () => {
    expect(propertyMetrics(property('a', { price: 0, size: 0 }), 1000)).toEqual({
      grossYield: 0,
      netYield: 0,
      pricePerM2: 0,
    });
  });
  it('keeps gross yield at or above net yield when expenses are 0 or more', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (price, monthlyRent, expenses, size, costs) => {
          const metrics = propertyMetrics({ price, monthlyRent, expenses, size }, costs);
          expect(metrics.grossYield).toBeGreaterThanOrEqual(metrics.netYield);
          expect(Object.values(metrics).every(Number.isFinite)).toBe(true);
        },
      ),
    );
  });
});

describe('bestOf', () => {
  it('has no winners with fewer than two properties', () => {
    expect(bestOf([], {})).toBeUndefined();
    expect(bestOf([property('a')], {})).toBeUndefined();
  });
  it('picks the highest gross yield, highest net yield and lowest price per m²', () => {
    // a: gross 12000/200000 = 6 %, net 10800/200000 = 5.4 %, 2500 euros/m².
    // b: gross 13200/200000 = 6.6 %, net 6000/200000 = 3 %, 200000/100 = 2000 euros/m².
    // c: gross 10800/150000 = 7.2 %, net 9600/150000 = 6.4 %, 150000/50 = 3000 euros/m².
    const a = property('a');
    const b = property('b', { monthlyRent: 1100, expenses: 600, size: 100 });
    const c = property('c', { price: 150000, monthlyRent: 900, expenses: 100, size: 50 });
    expect(bestOf([a, b], {})).toEqual({ grossYield: 'b', netYield: 'a', pricePerM2: 'b' });
    expect(bestOf([a, b, c], {})).toEqual({ grossYield: 'c', netYield: 'c', pricePerM2: 'b' });
  });
  it("counts each property's purchase costs in the net yield", () => {
    // a: net 10800 / (200000 + 40000) = 4.5 %; c: 9600 / (150000 + 75000) = 4.27 %: a wins.
    const a = property('a');
    const c = property('c', { price: 150000, monthlyRent: 900, expenses: 100, size: 50 });
    expect(bestOf([a, c], { a: 40000, c: 75000 })?.netYield).toBe('a');
    expect(bestOf([a, c], { a: 40000, c: 0 })?.netYield).toBe('c');
  });
  it('gives a tie to the property listed first', () => {
    expect(bestOf([property('a'), property('b')], {})).toEqual({
      grossYield: 'a',
      netYield: 'a',
      pricePerM2: 'a',
    });
  });
  it('compares the rounded figures shown, so equal-looking yields tie', () => {
    // 1000.001 * 12 / 200000 = 6.000006 %, shown as 6.00 % like a's 6 %.
    const b = property('b', { monthlyRent: 1000.001 });
    expect(bestOf([property('a'), b], {})?.grossYield).toBe('a');
  });
  it('never names a property without a size as the cheapest per m²', () => {
    expect(bestOf([property('a', { size: 0 }), property('b')], {})?.pricePerM2).toBe('b');
  });
  it('always names properties of the list', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            price: fc.integer({ min: 1, max: 1e7 }),
            monthlyRent: fc.integer({ min: 0, max: 1e4 }),
            expenses: fc.integer({ min: 0, max: 1e4 }),
            size: fc.integer({ min: 1, max: 1000 }),
          }),
          { minLength: 2, maxLength: 3 },
        ),
        (fields) => {
          const list = fields.map((f, i) => property(String(i), f));
          const best = bestOf(list, {});
          const ids = list.map((p) => p.id);
          expect(best && Object.values(best).every((id) => ids.includes(id))).toBe(true);
          const gross = list.map((p) => propertyMetrics(p, 0).grossYield);
          const winner = list.find((p) => p.id === best?.grossYield);
          expect(winner && propertyMetrics(winner, 0).grossYield).toBe(Math.max(...gross));
        },
      ),
    );
  });
});

describe('canAddProperty', () => {
  it('allows up to three properties', () => {
    expect(canAddProperty([])).toBe(true);
    expect(canAddProperty([property('a'), property('b')])).toBe(true);
    expect(canAddProperty([property('a'), property('b'), property('c')])).toBe(false);
  });
});

describe('addProperty', () => {
  it('appends a property without changing the list it was given', () => {
    const list: readonly Property[] = [property('a')];
    const result = addProperty(list, property('b'));
    expect(result).toEqual({ ok: true, properties: [property('a'), property('b')] });
    expect(list).toHaveLength(1);
  });
  it('refuses a fourth property with the limit message', () => {
    const full = [property('a'), property('b'), property('c')];
    expect(addProperty(full, property('d'))).toEqual({
      ok: false,
      properties: full,
      error: 'Máximo 3 propiedades. Elimina una para añadir otra.',
    });
  });
});

describe('updateProperty', () => {
  it('replaces the fields of one property, keeping its id and place', () => {
    const list = [property('a'), property('b'), property('c')];
    const edited = { ...property('zzz'), name: 'Ático reformado', price: 300000 };
    expect(updateProperty(list, 'b', edited)).toEqual([
      property('a'),
      { ...edited, id: 'b' },
      property('c'),
    ]);
  });
  it('leaves the list as it was for an unknown id', () => {
    const list = [property('a')];
    expect(updateProperty(list, 'x', property('x'))).toEqual(list);
  });
});

describe('removeProperty', () => {
  it('removes the property with the id', () => {
    expect(removeProperty([property('a'), property('b')], 'a')).toEqual([property('b')]);
  });
  it('makes room for a new property once the list was full', () => {
    const full = [property('a'), property('b'), property('c')];
    expect(canAddProperty(removeProperty(full, 'b'))).toBe(true);
  });
  it('leaves the list as it was for an unknown id', () => {
    expect(removeProperty([property('a')], 'x')).toEqual([property('a')]);
  });
});

describe('newPropertyId', () => {
  it('is the timestamp as text', () => {
    expect(newPropertyId(1700000000000, [])).toBe('1700000000000');
  });
  it('moves on to the next free millisecond when the id is taken', () => {
    const list = [property('1700000000000'), property('1700000000001')];
    expect(newPropertyId(1700000000000, list)).toBe('1700000000002');
  });
});
