// Cookie-consent rules (spec sections 3 and 4): the stored shape, its defaults and how to read it back.

/** The local-storage key that holds the visitor's choice. */
export const COOKIE_CONSENT_KEY = 'cookie-consent';

/** How long the banner waits before appearing when nothing is stored. */
export const COOKIE_BANNER_DELAY_MS = 1000;

/** The categories a visitor can switch on or off; `necessary` is never optional. */
export const OPTIONAL_CONSENT_CATEGORIES = ['analytics', 'marketing', 'functional'] as const;

export type OptionalConsentCategory = (typeof OPTIONAL_CONSENT_CATEGORIES)[number];

export type CookieConsent = { necessary: true } & Record<OptionalConsentCategory, boolean>;

/** What applies until the visitor chooses: only the cookies the site cannot work without. */
export const DEFAULT_CONSENT: CookieConsent = Object.freeze({
  necessary: true,
  analytics: false,
  marketing: false,
  functional: false,
});

/** 'Aceptar todas'. */
export const ACCEPT_ALL: CookieConsent = Object.freeze({
  necessary: true,
  analytics: true,
  marketing: true,
  functional: true,
});

export interface ParsedConsent {
  /** Whether anything was stored at all; a stored but broken value still counts as a choice. */
  stored: boolean;
  consent: CookieConsent;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Reads the stored value back. Nothing stored gives `{ stored: false }` and the defaults, so the
 * banner shows; an unparseable or malformed value gives `{ stored: true }` and the defaults, so the
 * banner stays hidden and no optional cookie is allowed. `necessary` is always true.
 *
 * @example parseConsent('{"necessary":true,"analytics":true,"marketing":false,"functional":false}')
 *   // { stored: true, consent: { necessary: true, analytics: true, marketing: false, functional: false } }
 */
export function parseConsent(raw: string | null): ParsedConsent {
  if (raw === null) return { stored: false, consent: { ...DEFAULT_CONSENT } };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { stored: true, consent: { ...DEFAULT_CONSENT } };
  }
  if (!isRecord(value)) return { stored: true, consent: { ...DEFAULT_CONSENT } };
  const record = value;
  if (!OPTIONAL_CONSENT_CATEGORIES.every((category) => typeof record[category] === 'boolean')) {
    return { stored: true, consent: { ...DEFAULT_CONSENT } };
  }
  return {
    stored: true,
    consent: {
      necessary: true,
      analytics: record.analytics === true,
      marketing: record.marketing === true,
      functional: record.functional === true,
    },
  };
}

/** The JSON written to storage: always the four keys, `necessary` first and forced true. */
export function serializeConsent(consent: CookieConsent): string {
  return JSON.stringify({
    necessary: true,
    analytics: consent.analytics,
    marketing: consent.marketing,
    functional: consent.functional,
  });
}
