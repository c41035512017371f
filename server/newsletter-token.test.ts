// Confirmation and unsubscribe tokens: signed per address, verified in constant time, the development secret file.
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  confirmToken,
  newsletterSecret,
  verifyConfirmToken,
  unsubscribeToken,
  unsubscribeUrl,
  verifyUnsubscribeToken,
} from './newsletter-token';

describe('confirmation tokens', () => {
  const secret = 'a-test-secret-that-is-long-enough-123456';
  const now = Date.UTC(2026, 10, 26, 10);
  const expires = now + 48 * 3600_000;

  it('verifies the token of the same address and expiry before it expires', () => {
    const token = confirmToken('Ana@Ejemplo.es', expires, secret);
    expect(verifyConfirmToken('ana@ejemplo.es', expires, token, now, secret)).toBe(true);
  });

  it('rejects it once expired, with another expiry (extended), address or secret', () => {
    const token = confirmToken('ana@ejemplo.es', expires, secret);
    expect(verifyConfirmToken('ana@ejemplo.es', expires, token, expires, secret)).toBe(false);
    expect(verifyConfirmToken('ana@ejemplo.es', expires + 1, token, now, secret)).toBe(false);
    expect(verifyConfirmToken('eva@ejemplo.es', expires, token, now, secret)).toBe(false);
    expect(verifyConfirmToken('ana@ejemplo.es', expires, token, now, `${secret}x`)).toBe(false);
    expect(verifyConfirmToken('ana@ejemplo.es', Number.NaN, token, now, secret)).toBe(false);
  });

  it('differs from the unsubscribe token of the same address', () => {
    expect(confirmToken('ana@ejemplo.es', expires, secret)).not.toBe(
      unsubscribeToken('ana@ejemplo.es', secret),
    );
  });
});

describe('unsubscribe tokens', () => {
  const secret = 'a-test-secret-that-is-long-enough-123456';

  it('verifies the token of the same address in any letter case', () => {
    const token = unsubscribeToken('Ana@Ejemplo.es', secret);
    expect(verifyUnsubscribeToken(' ana@ejemplo.es ', token, secret)).toBe(true);
  });

  it('rejects another address, another secret or a tampered token', () => {
    const token = unsubscribeToken('ana@ejemplo.es', secret);
    expect(verifyUnsubscribeToken('eva@ejemplo.es', token, secret)).toBe(false);
    expect(verifyUnsubscribeToken('ana@ejemplo.es', token, `${secret}x`)).toBe(false);
    expect(verifyUnsubscribeToken('ana@ejemplo.es', `${token.slice(0, -1)}A`, secret)).toBe(
      token.endsWith('A'),
    );
    expect(verifyUnsubscribeToken('ana@ejemplo.es', '', secret)).toBe(false);
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

describe('unsubscribeUrl', () => {
  it('links to the unsubscribe function with the address and its token', () => {
    process.env.NEWSLETTER_SECRET = 'url-secret-url-secret-url-secret-url';
    const url = new URL(unsubscribeUrl('Ana@Ejemplo.es', 'https://example.org/'));
    expect(url.origin + url.pathname).toBe('https://example.org/api/newsletter/unsubscribe');
    expect(url.searchParams.get('email')).toBe('ana@ejemplo.es');
    expect(verifyUnsubscribeToken('ana@ejemplo.es', url.searchParams.get('token') ?? '')).toBe(
      true,
    );
    delete process.env.NEWSLETTER_SECRET;
  });
});
