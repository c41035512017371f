// Reads the seed dataset (Sanity NDJSON export) that ships in studio/seed.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const SEED_PATH = path.join(__dirname, '..', 'studio', 'seed', 'production.ndjson');

export interface SeedDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

/** Parses NDJSON: one JSON document per non-empty line. */
export function parseNdjson(text: string): SeedDocument[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      const doc: unknown = JSON.parse(line);
      if (typeof doc !== 'object' || doc === null || !('_id' in doc) || !('_type' in doc)) {
        throw new Error(`Seed line ${index + 1} is not a Sanity document (no _id or _type)`);
      }
      return doc as SeedDocument;
    });
}

export function loadSeed(file = SEED_PATH): SeedDocument[] {
  return parseNdjson(readFileSync(file, 'utf8'));
}
