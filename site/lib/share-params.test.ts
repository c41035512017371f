// Share-link encoding: the URL built from a tool's inputs and the values read back from it.
import { buildShareUrl, readShareParams, sharedNumber } from './share-params';

describe('buildShareUrl', () => {
  it('puts the values in the query in key order, as JavaScript numbers', () => {
    expect(
      buildShareUrl('https://inmocalc.es', '/hipoteca', {
        loanAmount: 200000,
        interestRate: 3.5,
        fixed: true,
      }),
    ).toBe('https://inmocalc.es/hipoteca?loanAmount=200000&interestRate=3.5&fixed=true');
  });

  it('encodes text with spaces, accents and reserved characters', () => {
    const url = buildShareUrl('https://x.es', '/comparador', { name: 'Ático & Co. ñ' });
    expect(new URL(url).searchParams.get('name')).toBe('Ático & Co. ñ');
  });

  it('drops a trailing slash of the origin and leaves out an empty query', () => {
    expect(buildShareUrl('https://x.es/', '/rentabilidad', {})).toBe('https://x.es/rentabilidad');
  });
});

describe('readShareParams', () => {
  it('returns only the asked keys that are present', () => {
    expect(readShareParams('?a=1&z=9&b=', ['a', 'b', 'c'])).toEqual({ a: '1', b: '' });
  });

  it('accepts a query without the leading question mark', () => {
    expect(readShareParams('a=1', ['a'])).toEqual({ a: '1' });
  });

  it('round-trips what buildShareUrl wrote', () => {
    const values = { price: 1250.5, name: 'Piso 2ª planta', rate: 1.125 };
    const url = new URL(buildShareUrl('https://x.es', '/p', values));
    const read = readShareParams(url.search, Object.keys(values));
    expect(sharedNumber(read.price)).toBe(1250.5);
    expect(sharedNumber(read.rate)).toBe(1.125);
    expect(read.name).toBe('Piso 2ª planta');
  });
});

describe('sharedNumber', () => {
  it('reads finite JavaScript numbers', () => {
    expect(sharedNumber('200000')).toBe(200000);
    expect(sharedNumber('-3.5')).toBe(-3.5);
  });

  it('returns undefined for missing, empty or non-numeric text', () => {
    expect(sharedNumber(undefined)).toBeUndefined();
    expect(sharedNumber('  ')).toBeUndefined();
    expect(sharedNumber('abc')).toBeUndefined();
    expect(sharedNumber('Infinity')).toBeUndefined();
  });
});
