// Browser side of cookie consent: storage, a change event that keeps hooks in sync, and a gate
// that future analytics or marketing scripts must sit behind.
import { useEffect, useState, type ReactNode } from 'react';
import {
  COOKIE_CONSENT_KEY,
  DEFAULT_CONSENT,
  parseConsent,
  serializeConsent,
  type CookieConsent,
  type OptionalConsentCategory,
  type ParsedConsent,
} from '../../core/consent';

/** Fired on window after every save, with the new consent as detail. */
export const CONSENT_CHANGE_EVENT = 'cookie-consent-change';
/** Fired on window to ask the cookie banner to open its settings dialog. */
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

/** Stores the choice and tells every listener. Returns false when storage failed. */
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

/** Asks the cookie banner to show its settings dialog (the footer's 'Configurar cookies'). */
export function openCookieSettings(): void {
  window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT));
}

/**
 * The current consent, kept in sync with saves in this tab and in other tabs. It is the defaults
 * during the server render and the first client render, so hydration always matches.
 */
export function useConsent(): CookieConsent {
  const [consent, setConsent] = useState<CookieConsent>(DEFAULT_CONSENT);
  useEffect(() => {
    const sync = () => setConsent(readConsent().consent);
    const onStorage = (event: StorageEvent) => {
      if (event.key === COOKIE_CONSENT_KEY || event.key === null) sync();
    };
    sync();
    window.addEventListener(CONSENT_CHANGE_EVENT, sync);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(CONSENT_CHANGE_EVENT, sync);
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  return consent;
}

/** Renders its children (e.g. an analytics script) only once the visitor allowed that category. */
export function ConsentGate({
  category,
  children,
}: {
  category: OptionalConsentCategory;
  children: ReactNode;
}): ReactNode {
  const consent = useConsent();
  return consent[category] ? children : null;
}
