// Share-link encoding: the URL built from a tool's inputs and the values read back from it.
import { readNumber } from '../../core/share-reader';
import { buildShareUrl, linkParams, readShareParams } from './share-params';

describe('buildShareUrl', () => {
  it('puts the values after the # in key order, numbers with a decimal comma', () => {
    expect(
      buildShareUrl('https://inmocalc.es', '/hipoteca', {
        loanAmount: 200000,
        interestRate: 3.5,
        fixed: true,
      }),
    ).toBe('https://inmocalc.es/hipoteca#loanAmount=200000&interestRate=3,5&fixed=true');
  });

  it('encodes text with spaces, accents and reserved characters', () => {
    const url = buildShareUrl('https://x.es', '/comparador', { name: 'Ático & Co. ñ' });
    expect(linkParams(url).get('name')).toBe('Ático & Co. ñ');
  });

  it('leaves out numbers that are not finite and empty text', () => {
    expect(buildShareUrl('https://x.es', '/p', { a: Number.NaN, b: Infinity, c: '', d: 0 })).toBe(
      'https://x.es/p#d=0',
    );
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
    const read = readShareParams(url.hash.slice(1), Object.keys(values));
    expect(read.price).toBe('1250,5');
    expect(readNumber(read.price)).toBe(1250.5);
    expect(readNumber(read.rate)).toBe(1.125);
    expect(read.name).toBe('Piso 2ª planta');
  });
});
