// Signed newsletter links (confirm, unsubscribe): HMAC-SHA256 with NEWSLETTER_SECRET (or a development one).
import { NEWSLETTER_CONFIRM_API, NEWSLETTER_UNSUBSCRIBE_API } from '../core/api';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { normaliseSiteUrl } from '../core/site';
import { ConfigError } from './config';
import { normaliseEmail } from './newsletter';

/** Where the generated development secret is kept when NEWSLETTER_SECRET is not set. */
export const DEFAULT_SECRET_FILE = '.data/newsletter-secret';

let cached: { key: string; secret: string } | undefined;

/** Reads the development secret from its file, creating it (random, 32 bytes) on first use. */
function developmentSecret(file: string): string {
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // Not there yet: create it below.
  }
  const secret = randomBytes(32).toString('base64url');
  try {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process created it first: use theirs so both sign alike.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return readFileSync(file, 'utf8').trim();
    throw new ConfigError(
      `NEWSLETTER_SECRET is not set and ${file} cannot be written: set NEWSLETTER_SECRET to a long random string (e.g. \`openssl rand -base64 32\`).`,
    );
  }
}

/** The signing secret: NEWSLETTER_SECRET, or the development secret persisted under .data/. */
export function newsletterSecret(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.NEWSLETTER_SECRET?.trim();
  const file = resolve(env.NEWSLETTER_SECRET_FILE?.trim() || DEFAULT_SECRET_FILE);
  const key = fromEnv ? `env:${fromEnv}` : `file:${file}`;
  if (cached?.key !== key) cached = { key, secret: fromEnv || developmentSecret(file) };
  return cached.secret;
}

/** base64url HMAC-SHA256 of the message. */
function sign(message: string, secret: string): string {
  return createHmac('sha256', secret).update(message).digest('base64url');
}

/** Constant-time comparison of a given token with the expected one. */
function sameToken(expected: string, token: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The token of an address: base64url HMAC-SHA256 of "unsubscribe:<normalised address>". */
export function unsubscribeToken(email: string, secret = newsletterSecret()): string {
  return sign(`unsubscribe:${normaliseEmail(email)}`, secret);
}

/** True when the token was made for this address with this secret (constant-time comparison). */
export function verifyUnsubscribeToken(
  email: string,
  token: string,
  secret = newsletterSecret(),
): boolean {
  return sameToken(unsubscribeToken(email, secret), token);
}

/**
 * The unsubscribe link for an address, for the footer and List-Unsubscribe of every e-mail.
 * @example unsubscribeUrl('ana@ejemplo.es') // 'https://inmocalc.netlify.app/api/newsletter/unsubscribe?email=ana%40ejemplo.es&token=…'
 */
export function unsubscribeUrl(email: string, siteUrl = process.env.SITE_URL): string {
  const url = new URL(NEWSLETTER_UNSUBSCRIBE_API, `${normaliseSiteUrl(siteUrl)}/`);
  url.searchParams.set('email', normaliseEmail(email));
  url.searchParams.set('token', unsubscribeToken(email));
  return url.toString();
}

/** The confirmation token: HMAC of "confirm:<address>:<expiry in ms>", so it cannot be extended. */
export function confirmToken(email: string, expires: number, secret = newsletterSecret()): string {
  return sign(`confirm:${normaliseEmail(email)}:${expires}`, secret);
}

/** True when the token is this address' and this expiry's, and the expiry has not passed. */
export function verifyConfirmToken(
  email: string,
  expires: number,
  token: string,
  now = Date.now(),
  secret = newsletterSecret(),
): boolean {
  if (!Number.isSafeInteger(expires) || expires <= now) return false;
  return sameToken(confirmToken(email, expires, secret), token);
}

/**
 * The link of the confirmation e-mail: address, expiry and their signature.
 * @example confirmUrl('ana@ejemplo.es', new Date('2026-11-28T10:00:00Z')) // 'https://…/api/newsletter/confirm?email=ana%40ejemplo.es&expires=1795860000000&token=…'
 */
export function confirmUrl(email: string, expiresAt: Date, siteUrl = process.env.SITE_URL): string {
  const expires = expiresAt.getTime();
  const url = new URL(NEWSLETTER_CONFIRM_API, `${normaliseSiteUrl(siteUrl)}/`);
  url.searchParams.set('email', normaliseEmail(email));
  url.searchParams.set('expires', String(expires));
  url.searchParams.set('token', confirmToken(email, expires));
  return url.toString();
}
