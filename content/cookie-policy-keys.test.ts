// The cookie policy names every key the site writes to the browser's storage. The keys are read
// from the code: each string constant in core/storage-keys.ts and the key of every direct writer
// (localStorage/sessionStorage.setItem, writeStored) or tool config (storageKey) in core/ and site/.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as STORAGE_KEYS from '../core/storage-keys';
import { loadSeed } from './seed';

const ROOT = path.join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const FILES = ['core', 'site'].flatMap((dir) => sourceFiles(path.join(ROOT, dir)));
const SOURCES = FILES.map((file) => ({ file, text: readFileSync(file, 'utf8') }));

/** `export const NAME = 'value'` anywhere in core/ or site/. */
const CONSTANTS = new Map(
  SOURCES.flatMap(({ text }) =>
    [...text.matchAll(/export const ([A-Z0-9_]+)\s*=\s*'([^']+)'/g)].map(
      (match) => [match[1], match[2]] as const,
    ),
  ),
);

// A key given as a literal or a constant; a lower-case name is a parameter (the tool's config).
const WRITERS = [
  /(?:localStorage|sessionStorage)\.setItem\(\s*([A-Z0-9_]+|'[^']+')/g,
  /writeStored\(\s*([A-Z0-9_]+|'[^']+')/g,
  /storageKey:\s*([A-Z0-9_]+|'[^']+')/g,
];

interface Written {
  file: string;
  key: string | undefined;
  token: string;
}

function writtenKeys(): Written[] {
  return SOURCES.flatMap(({ file, text }) =>
    WRITERS.flatMap((writer) =>
      [...text.matchAll(writer)].map((match) => {
        const token = match[1] ?? '';
        const key = token.startsWith("'") ? token.slice(1, -1) : CONSTANTS.get(token);
        return { file: path.relative(ROOT, file), key, token };
      }),
    ),
  );
}

function policyText(): string {
  const policy = loadSeed().find((doc) => doc._id === 'legal.cookies');
  if (!policy) throw new Error('No cookie policy (legal.cookies) in the seed');
  const blocks = policy.body as { children?: { text?: string }[] }[];
  return blocks
    .map((block) => (block.children ?? []).map((span) => span.text ?? '').join(''))
    .join('\n');
}

describe('the cookie policy and the storage keys the code writes', () => {
  const written = writtenKeys();
  const keys = new Set([
    ...Object.values(STORAGE_KEYS as Record<string, unknown>).filter(
      (value): value is string => typeof value === 'string',
    ),
    ...written.flatMap(({ key }) => (key ? [key] : [])),
  ]);

  it('finds the writers: the consent, the scenarios, the comparator and each tool config', () => {
    const found = new Set(written.map(({ key }) => key));
    for (const key of ['cookie-consent', 'investment-analysis-scenarios', 'property-comparator']) {
      expect(found).toContain(key);
    }
    expect(keys.size).toBeGreaterThanOrEqual(10);
  });

  it('resolves every key a writer names to a string', () => {
    expect(written.filter(({ key }) => key === undefined)).toEqual([]);
  });

  it.each([...keys])('names %s', (key) => {
    expect(policyText()).toMatch(new RegExp(`(^|[^a-z-])${key}([^a-z-]|$)`));
  });
});
