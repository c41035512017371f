// Signed newsletter links (confirm, unsubscribe): HMAC-SHA256 with NEWSLETTER_SECRET or a development one.
import { NEWSLETTER_CONFIRM_API, NEWSLETTER_UNSUBSCRIBE_API } from '../core/api';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { normaliseSiteUrl } from '../core/site';
import { ConfigError } from './config';
import { normaliseEmail } from './newsletter';

export const DEFAULT_SECRET_FILE = '.data/newsletter-secret';

let cached: { key: string; secret: string } | undefined;

/** Random, created on first use. */
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

export function newsletterSecret(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.NEWSLETTER_SECRET?.trim();
  const file = resolve(env.NEWSLETTER_SECRET_FILE?.trim() || DEFAULT_SECRET_FILE);
  const key = fromEnv ? `env:${fromEnv}` : `file:${file}`;
  if (cached?.key !== key) cached = { key, secret: fromEnv || developmentSecret(file) };
  return cached.secret;
}

function sign(message: string, secret: string): string {
  return createHmac('sha256', secret).update(message).digest('base64url');
}

function sameToken(expected: string, token: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** HMAC of "unsubscribe:<normalised address>". */
export function unsubscribeToken(email: string, secret = newsletterSecret()): string {
  return sign(`unsubscribe:${normaliseEmail(email)}`, secret);
}

export function verifyUnsubscribeToken(
  email: string,
  token: string,
  secret = newsletterSecret(),
): boolean {
  return sameToken(unsubscribeToken(email, secret), token);
}

/** For the footer and List-Unsubscribe of every e-mail. */
export function unsubscribeUrl(email: string, siteUrl = process.env.SITE_URL): string {
  const url = new URL(NEWSLETTER_UNSUBSCRIBE_API, `${normaliseSiteUrl(siteUrl)}/`);
  url.searchParams.set('email', normaliseEmail(email));
  url.searchParams.set('token', unsubscribeToken(email));
  return url.toString();
}

/** HMAC of "confirm:<address>:<expiry in ms>", so it cannot be extended. */
export function confirmToken(email: string, expires: number, secret = newsletterSecret()): string {
  return sign(`confirm:${normaliseEmail(email)}:${expires}`, secret);
}

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

export function confirmUrl(email: string, expiresAt: Date, siteUrl = process.env.SITE_URL): string {
  const expires = expiresAt.getTime();
  const url = new URL(NEWSLETTER_CONFIRM_API, `${normaliseSiteUrl(siteUrl)}/`);
  url.searchParams.set('email', normaliseEmail(email));
  url.searchParams.set('expires', String(expires));
  url.searchParams.set('token', confirmToken(email, expires));
  return url.toString();
}
