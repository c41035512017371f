// Browser consent helpers against a stand-in window: storage, warnings and the change event.
import {
  ACCEPT_ALL,
  COOKIE_CONSENT_KEY,
  DEFAULT_CONSENT,
  type CookieConsent,
} from '../../core/consent';
import {
  CONSENT_CHANGE_EVENT,
  OPEN_COOKIE_SETTINGS_EVENT,
  openCookieSettings,
  readConsent,
  saveConsent,
} from './consent';

/** A window with just what the helpers touch: an event target and a Storage-like object. */
function fakeWindow(storage: Pick<Storage, 'getItem' | 'setItem'>) {
  return Object.assign(new EventTarget(), { localStorage: storage });
}

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

const failingStorage = {
  getItem: (): string | null => {
    throw new Error('SecurityError');
  },
  setItem: (): void => {
    throw new Error('QuotaExceededError');
  },
};

let warn: jest.SpyInstance;

beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  warn.mockRestore();
  Reflect.deleteProperty(globalThis, 'window');
});

function install(storage: Pick<Storage, 'getItem' | 'setItem'>) {
  const win = fakeWindow(storage);
  Object.defineProperty(globalThis, 'window', { value: win, configurable: true });
  return win;
}

describe('readConsent', () => {
  it('reports nothing stored on a first visit', () => {
    install(memoryStorage());
    expect(readConsent()).toEqual({ stored: false, consent: DEFAULT_CONSENT });
  });
  it('reads the stored choice', () => {
    install(memoryStorage({ [COOKIE_CONSENT_KEY]: JSON.stringify(ACCEPT_ALL) }));
    expect(readConsent()).toEqual({ stored: true, consent: ACCEPT_ALL });
  });
  it('only warns when storage cannot be read, and answers with the defaults', () => {
    install(failingStorage);
    expect(readConsent()).toEqual({ stored: false, consent: DEFAULT_CONSENT });
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('saveConsent', () => {
  it('stores the JSON and announces the change', () => {
    const storage = memoryStorage();
    const win = install(storage);
    const seen: CookieConsent[] = [];
    win.addEventListener(CONSENT_CHANGE_EVENT, (event) => {
      seen.push((event as CustomEvent<CookieConsent>).detail);
    });
    expect(saveConsent(ACCEPT_ALL)).toBe(true);
    expect(JSON.parse(storage.getItem(COOKIE_CONSENT_KEY) ?? 'null')).toEqual(ACCEPT_ALL);
    expect(seen).toEqual([ACCEPT_ALL]);
  });
  it('only warns when storage fails, and still announces the choice for this visit', () => {
    const win = install(failingStorage);
    const listener = jest.fn();
    win.addEventListener(CONSENT_CHANGE_EVENT, listener);
    expect(saveConsent(DEFAULT_CONSENT)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('openCookieSettings', () => {
  it('asks the banner to open its settings', () => {
    const win = install(memoryStorage());
    const listener = jest.fn();
    win.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, listener);
    openCookieSettings();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
