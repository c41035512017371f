import { emptyDocument, parseReturnDocument } from './document';
import { decodeReturnLink, encodeReturnLink } from './link';
import { documentOf } from './testing/documents';

describe('the #doc= link', () => {
  const doc = documentOf(
    2025,
    [
      {
        name: 'Piso de la calle Ñúñez, 3.º',
        acquisition: { kind: 'gift', date: '2018-04-02', price: 120_000, costs: 3_500.5 },
        cadastral: { value: 70_000, landValue: 21_000, revisedYear: 2017 },
        furniture: [{ cost: 2_000, date: '2024-09-01' }],
        contracts: [{ start: '2024-09-01', end: null, monthlyRent: 650.25, tenantAge: 29 }],
      },
    ],
    [{ name: 'José Ángel', residence: 'resident', taxResidence: 'andalucia', otherIncome: 18_000 }],
  );

  it('round-trips a document with accents and decimals', () => {
    const link = encodeReturnLink(doc);
    expect(link.startsWith('#doc=')).toBe(true);
    // base64url: no '+', '/' or '=' padding
    expect(link.slice(5)).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeReturnLink(link)).toEqual({ ok: true, document: doc });
    expect(decodeReturnLink(link.slice(1))).toEqual({ ok: true, document: doc });
    expect(decodeReturnLink(link.slice(5))).toEqual({ ok: true, document: doc });
  });

  it('is the JSON in UTF-8 bytes', () => {
    const link = encodeReturnLink(emptyDocument(2024));
    const json = Buffer.from(link.slice(5), 'base64url').toString('utf8');
    expect(parseReturnDocument(JSON.parse(json))).toEqual({
      ok: true,
      document: emptyDocument(2024),
    });
  });

  it('answers a damaged or empty link with one Spanish message', () => {
    const cut = encodeReturnLink(doc).slice(0, 40);
    expect(decodeReturnLink(cut)).toEqual({
      ok: false,
      errors: [{ path: '', message: expect.stringMatching(/incompleto o dañado/) }],
    });
    expect(decodeReturnLink('#doc=')).toEqual({
      ok: false,
      errors: [{ path: '', message: expect.stringMatching(/no contiene una declaración/) }],
    });
  });

  it('passes the document errors through', () => {
    const bad = { ...doc, taxYear: 2030 };
    const decoded = decodeReturnLink(encodeReturnLink(bad as never));
    expect(decoded.ok).toBe(false);
    if (!decoded.ok) expect(decoded.errors[0]?.path).toBe('taxYear');
  });
});
