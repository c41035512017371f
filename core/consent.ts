// Cookie-consent rules (spec sections 3 and 4): the stored shape, its defaults, reading it back.

export const COOKIE_CONSENT_KEY = 'cookie-consent';

export const COOKIE_BANNER_DELAY_MS = 1000;

/** `necessary` is never optional. */
export const OPTIONAL_CONSENT_CATEGORIES = ['analytics', 'marketing', 'functional'] as const;

export type OptionalConsentCategory = (typeof OPTIONAL_CONSENT_CATEGORIES)[number];

export type CookieConsent = { necessary: true } & Record<OptionalConsentCategory, boolean>;

/** Until the visitor chooses: only what the site cannot work without. */
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
  /** A stored but broken value still counts as a choice. */
  stored: boolean;
  consent: CookieConsent;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Nothing stored: `{ stored: false }`, defaults, the banner shows. Broken: `{ stored: true }`,
 * defaults, no banner and no optional cookie. `necessary` is always true.
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

/** Always the four keys, `necessary` first and forced true. */
export function serializeConsent(consent: CookieConsent): string {
  return JSON.stringify({
    necessary: true,
    analytics: consent.analytics,
    marketing: consent.marketing,
    functional: consent.functional,
  });
}
