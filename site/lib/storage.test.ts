// readStored / writeStored against stand-in storages: valid, absent, invalid and failing storage.
import * as z from 'zod/mini';
import { readStored, removeStored, writeStored } from './storage';

const schema = z.object({ price: z.number().check(z.minimum(1)) });

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const failing = {
  getItem: (): string | null => {
    throw new Error('denied');
  },
  setItem: (): void => {
    throw new Error('quota');
  },
  removeItem: (): void => {
    throw new Error('denied');
  },
};

describe('readStored', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('returns the stored value when it passes the schema', () => {
    const storage = memoryStorage({ k: '{"price":5}' });
    expect(readStored('k', schema, storage)).toEqual({ price: 5 });
  });

  it('returns undefined when nothing is stored, without a warning', () => {
    expect(readStored('k', schema, memoryStorage())).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });

  it('returns undefined for text that is not JSON', () => {
    expect(readStored('k', schema, memoryStorage({ k: '{oops' }))).toBeUndefined();
  });

  it('returns undefined for JSON that fails the schema', () => {
    expect(readStored('k', schema, memoryStorage({ k: '{"price":0}' }))).toBeUndefined();
  });

  it('warns and returns undefined when the storage throws', () => {
    expect(readStored('k', schema, failing)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('returns undefined where there is no storage (the static build)', () => {
    expect(readStored('k', schema, undefined)).toBeUndefined();
  });
});

describe('writeStored', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('stores the value as JSON, read back by readStored', () => {
    const storage = memoryStorage();
    writeStored('k', { price: 7 }, storage);
    expect(storage.data.get('k')).toBe('{"price":7}');
    expect(readStored('k', schema, storage)).toEqual({ price: 7 });
  });

  it('warns instead of throwing when the storage is full or blocked', () => {
    expect(() => writeStored('k', { price: 7 }, failing)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('removeStored', () => {
  it('removes the key, and only warns when the storage throws', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = memoryStorage({ k: '1', other: '2' });
    removeStored('k', storage);
    expect([...storage.data.keys()]).toEqual(['other']);
    expect(() => removeStored('k', failing)).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
