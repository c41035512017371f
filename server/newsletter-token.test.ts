// Newsletter link tokens: they name a sign-up (id and consent time), never the address, are
// verified in constant time; the development secret file.
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { canonicalMailbox } from './newsletter';
import {
  confirmUrl,
  linkToken,
  newsletterSecret,
  readLinkToken,
  unsubscribeUrl,
} from './newsletter-token';

const secret = 'a-test-secret-that-is-long-enough-123456';
const signUp = { id: 12, consentAt: Date.UTC(2026, 10, 26, 10, 0, 0, 123) };

describe('link tokens', () => {
  it('read back the sign-up they name, for their own purpose only', () => {
    const token = linkToken('confirm', signUp, secret);
    expect(token).toMatch(/^12\.1795687200123\.[\w-]{43}$/);
    expect(readLinkToken('confirm', token, secret)).toEqual(signUp);
    expect(readLinkToken('unsubscribe', token, secret)).toBeUndefined();
  });

  it('refuse another sign-up time or id, another secret, a tampered or malformed token', () => {
    const [, , mac] = linkToken('confirm', signUp, secret).split('.');
    expect(readLinkToken('confirm', `12.1795687200124.${mac}`, secret)).toBeUndefined();
    expect(readLinkToken('confirm', `13.1795687200123.${mac}`, secret)).toBeUndefined();
    const token = linkToken('confirm', signUp, secret);
    expect(readLinkToken('confirm', token, `${secret}x`)).toBeUndefined();
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(readLinkToken('confirm', flipped, secret)).toBeUndefined();
    for (const bad of ['', '12.1795687200123', `x.1.${mac}`, `${token}.1`]) {
      expect(readLinkToken('confirm', bad, secret)).toBeUndefined();
    }
  });
});

describe('link addresses', () => {
  it('carry the token and no address', () => {
    process.env.NEWSLETTER_SECRET = 'url-secret-url-secret-url-secret-url';
    try {
      for (const [make, path] of [
        [confirmUrl, '/api/newsletter/confirm'],
        [unsubscribeUrl, '/api/newsletter/unsubscribe'],
      ] as const) {
        const url = new URL(make(signUp, 'https://example.org/'));
        expect(url.origin + url.pathname).toBe(`https://example.org${path}`);
        expect([...url.searchParams.keys()]).toEqual(['token']);
        expect(url.href).not.toContain('%40');
      }
      const token = new URL(confirmUrl(signUp, 'https://example.org')).searchParams.get('token');
      expect(readLinkToken('confirm', token ?? '')).toEqual(signUp);
    } finally {
      delete process.env.NEWSLETTER_SECRET;
    }
  });
});

describe('canonicalMailbox', () => {
  it.each([
    ['Ana+Ofertas@Ejemplo.es', 'ana@ejemplo.es'],
    ['a+x@ejemplo.es', 'a@ejemplo.es'],
    ['ana.ruiz@ejemplo.es', 'ana.ruiz@ejemplo.es'],
    ['Ana.Ruiz+news@Gmail.com', 'anaruiz@gmail.com'],
    ['a.n.a@googlemail.com', 'ana@gmail.com'],
    ['+solo@ejemplo.es', '+solo@ejemplo.es'],
  ])('%s delivers to %s', (address, mailbox) => {
    expect(canonicalMailbox(address)).toBe(mailbox);
  });
});

describe('newsletterSecret', () => {
  it('uses NEWSLETTER_SECRET when set', () => {
    expect(newsletterSecret({ NEWSLETTER_SECRET: ' s3cret ' })).toBe('s3cret');
  });

  it('otherwise creates a private development secret once and reuses it', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'nl-')), 'sub', 'secret');
    const first = newsletterSecret({ NEWSLETTER_SECRET_FILE: file });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(newsletterSecret({ NEWSLETTER_SECRET_FILE: file })).toBe(first);
  });
});
