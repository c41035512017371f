// Cookie-consent rules: defaults, reading stored values back and writing them.
import {
  ACCEPT_ALL,
  COOKIE_CONSENT_KEY,
  DEFAULT_CONSENT,
  parseConsent,
  serializeConsent,
} from './consent';

describe('constants', () => {
  it('uses the storage key of the spec', () => {
    expect(COOKIE_CONSENT_KEY).toBe('cookie-consent');
  });
  it('defaults to only the necessary cookies', () => {
    expect(DEFAULT_CONSENT).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      functional: false,
    });
  });
  it('accepts all four categories with ACCEPT_ALL', () => {
    expect(ACCEPT_ALL).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
      functional: true,
    });
  });
});

describe('parseConsent', () => {
  it('reports nothing stored and gives the defaults for null', () => {
    expect(parseConsent(null)).toEqual({ stored: false, consent: DEFAULT_CONSENT });
  });
  it('reads a well-formed stored choice', () => {
    const raw = '{"necessary":true,"analytics":true,"marketing":false,"functional":true}';
    expect(parseConsent(raw)).toEqual({
      stored: true,
      consent: { necessary: true, analytics: true, marketing: false, functional: true },
    });
  });
  it('treats unparseable text as stored but falls back to the defaults', () => {
    expect(parseConsent('{not json')).toEqual({ stored: true, consent: DEFAULT_CONSENT });
    expect(parseConsent('')).toEqual({ stored: true, consent: DEFAULT_CONSENT });
  });
  it('treats JSON of the wrong shape as stored but falls back to the defaults', () => {
    for (const raw of ['null', '42', '"yes"', '[true]', '{"analytics":"true"}', '{}']) {
      expect(parseConsent(raw)).toEqual({ stored: true, consent: DEFAULT_CONSENT });
    }
  });
  it('always forces necessary to true', () => {
    const raw = '{"necessary":false,"analytics":false,"marketing":true,"functional":false}';
    expect(parseConsent(raw).consent.necessary).toBe(true);
  });
  it('ignores unknown keys', () => {
    const raw = '{"analytics":true,"marketing":true,"functional":true,"tracking":true}';
    expect(parseConsent(raw).consent).toEqual(ACCEPT_ALL);
  });
  it('never hands out the shared default object', () => {
    const { consent } = parseConsent(null);
    expect(consent).not.toBe(DEFAULT_CONSENT);
  });
});

describe('serializeConsent', () => {
  it('writes all four keys and round-trips through parseConsent', () => {
    const consent = {
      necessary: true,
      analytics: false,
      marketing: true,
      functional: false,
    } as const;
    expect(JSON.parse(serializeConsent(consent))).toEqual(consent);
    expect(parseConsent(serializeConsent(consent))).toEqual({ stored: true, consent });
  });
});
