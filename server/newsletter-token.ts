// Signed newsletter links (confirm, unsubscribe): HMAC-SHA256 with NEWSLETTER_SECRET or a development one.
import { NEWSLETTER_CONFIRM_API, NEWSLETTER_UNSUBSCRIBE_API } from '../core/api';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { normaliseSiteUrl } from '../core/site';
import { ConfigError } from './config';
import type { SignUp } from './newsletter';

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

function sameMac(expected: string, mac: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(mac);
  return a.length === b.length && timingSafeEqual(a, b);
}

export type LinkPurpose = 'confirm' | 'unsubscribe';

const TOKEN = /^(\d{1,10})\.(\d{1,15})\.([\w-]{43})$/;

/**
 * "<id>.<consent ms>.<HMAC of purpose:id:consent ms>": names the sign-up, never the address, so
 * an earlier sign-up's link (another consent time) is refused and none can be made up.
 */
export function linkToken(
  purpose: LinkPurpose,
  signUp: SignUp,
  secret = newsletterSecret(),
): string {
  const named = `${signUp.id}.${signUp.consentAt}`;
  return `${named}.${sign(`${purpose}:${signUp.id}:${signUp.consentAt}`, secret)}`;
}

/** The sign-up a well-signed token names; its state is for the database to check. */
export function readLinkToken(
  purpose: LinkPurpose,
  token: string,
  secret = newsletterSecret(),
): SignUp | undefined {
  const match = TOKEN.exec(token);
  if (!match) return undefined;
  const signUp = { id: Number(match[1]), consentAt: Number(match[2]) };
  const expected = linkToken(purpose, signUp, secret).split('.')[2] ?? '';
  return sameMac(expected, match[3] ?? '') ? signUp : undefined;
}

function linkUrl(path: string, token: string, siteUrl: string | undefined): string {
  const url = new URL(path, `${normaliseSiteUrl(siteUrl)}/`);
  url.searchParams.set('token', token);
  return url.toString();
}

/** The confirmation e-mail's link: a page whose button confirms. */
export function confirmUrl(signUp: SignUp, siteUrl = process.env.SITE_URL): string {
  return linkUrl(NEWSLETTER_CONFIRM_API, linkToken('confirm', signUp), siteUrl);
}

/** For the footer and List-Unsubscribe of each newsletter: a page, or RFC 8058's one-click POST. */
export function unsubscribeUrl(signUp: SignUp, siteUrl = process.env.SITE_URL): string {
  return linkUrl(NEWSLETTER_UNSUBSCRIBE_API, linkToken('unsubscribe', signUp), siteUrl);
}
