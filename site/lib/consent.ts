// Browser side of cookie consent: storage and a change event for anything that must follow it.
import {
  COOKIE_CONSENT_KEY,
  parseConsent,
  serializeConsent,
  type CookieConsent,
  type ParsedConsent,
} from '../../core/consent';

/** Fired on window after every save, with the new consent as detail. */
export const CONSENT_CHANGE_EVENT = 'cookie-consent-change';
export const OPEN_COOKIE_SETTINGS_EVENT = 'cookie-settings-open';

/** Reads the stored choice; storage errors (private mode, blocked storage) count as nothing stored. */
export function readConsent(): ParsedConsent {
  try {
    return parseConsent(window.localStorage.getItem(COOKIE_CONSENT_KEY));
  } catch (error) {
    console.warn('No se pudo leer el consentimiento de cookies', error);
    return parseConsent(null);
  }
}

/** Returns false when storage failed. */
export function saveConsent(consent: CookieConsent): boolean {
  let saved = true;
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, serializeConsent(consent));
  } catch (error) {
    saved = false;
    console.warn('No se pudo guardar el consentimiento de cookies', error);
  }
  // Listeners follow the choice for this visit even if it could not be persisted.
  window.dispatchEvent(new CustomEvent<CookieConsent>(CONSENT_CHANGE_EVENT, { detail: consent }));
  return saved;
}

/** The footer's 'Configurar cookies'. */
export function openCookieSettings(): void {
  window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT));
}
