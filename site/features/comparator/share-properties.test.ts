// The comparator's share link: the list encoded in the query and read back, invalid items dropped.
import type { Property } from '../../../core/tools/comparator/engine';
import { storedPropertySchema } from '../../../core/tools/comparator/schema';
import { buildShareUrl } from '../../lib/share-params';
import { decodeProperties } from './decode-properties';
import { encodeProperties } from './share-properties';

const a: Property = {
  id: '1',
  name: 'Ático & Co.',
  location: 'Málaga',
  price: 200000,
  monthlyRent: 1000.5,
  size: 80,
  rooms: 2,
  expenses: 100,
};
const b: Property = { ...a, id: '2', name: 'Piso B', price: 150000 };

describe('encodeProperties', () => {
  it('numbers each field by position', () => {
    expect(encodeProperties([a, b], true)).toMatchObject({ name1: 'Ático & Co.', price2: 150000 });
  });
});

describe('a link without names and locations', () => {
  it('carries only the figures unless asked, and opens the properties named by position', () => {
    const values = encodeProperties([a, b]);
    expect(Object.keys(values).some((key) => /^(name|location)\d/.test(key))).toBe(false);
    const url = buildShareUrl('https://x.es', '/comparador', values);
    expect(url).not.toContain('M%C3%A1laga');
    const decoded = decodeProperties(new URL(url).hash, 1000, storedPropertySchema);
    expect(decoded?.properties.map((p) => [p.name, p.location, p.price])).toEqual([
      ['Vivienda 1', 'Sin indicar', 200000],
      ['Vivienda 2', 'Sin indicar', 150000],
    ]);
  });
});

describe('decodeProperties', () => {
  const roundTrip = (list: Property[]) =>
    decodeProperties(
      new URL(buildShareUrl('https://x.es', '/comparador', encodeProperties(list, true))).hash,
      1000,
      storedPropertySchema,
    );

  it('reads back the list with fresh distinct ids', () => {
    const decoded = roundTrip([a, b]);
    expect(decoded).toEqual({
      properties: [
        { ...a, id: '1000' },
        { ...b, id: '1001' },
      ],
      errors: [],
    });
  });

  it('returns undefined when the query has no comparator keys', () => {
    expect(decodeProperties('?utm_source=x', 1, storedPropertySchema)).toBeUndefined();
  });

  it('drops properties that fail validation', () => {
    const decoded = decodeProperties(
      '?name1=A&location1=B&price1=0&size1=1&rooms1=1&monthlyRent1=0&expenses1=0',
      1,
      storedPropertySchema,
    );
    expect(decoded).toEqual({ properties: [], errors: [] });
  });

  it('leaves out a property with a number it cannot read, names it, and keeps the others', () => {
    const search = new URL(
      buildShareUrl('https://x.es', '/comparador', encodeProperties([a, b], true)),
    ).hash;
    const decoded = decodeProperties(
      search.replace('price2=150000', 'price2=1e5'),
      1000,
      storedPropertySchema,
    );
    expect(decoded).toEqual({
      properties: [{ ...a, id: '1000' }],
      errors: ['El enlace trae un valor no válido en "Precio (vivienda 2)": «1e5».'],
    });
  });
});
