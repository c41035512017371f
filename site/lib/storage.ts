// Local storage of form state: JSON read back through a zod schema; failures only warn (spec 8).
import type { ParseableSchema } from './form/schema';

/** The browser's storage, or undefined during the static build and where access is blocked. */
function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch (error) {
    console.warn('Local storage is not available', error);
    return undefined;
  }
}

/** Undefined for absent or invalid data (silent) or a storage that throws (a console warning). */
export function readStored<T>(
  key: string,
  schema: ParseableSchema<T>,
  storage: Pick<Storage, 'getItem'> | undefined = browserStorage(),
): T | undefined {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(key) ?? null;
  } catch (error) {
    console.warn(`Could not read "${key}" from local storage`, error);
    return undefined;
  }
  if (raw === null) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/** Whether anything is stored under `key` (read errors count as nothing). */
export function hasStored(
  key: string,
  storage: Pick<Storage, 'getItem'> | undefined = browserStorage(),
): boolean {
  try {
    return (storage?.getItem(key) ?? null) !== null;
  } catch {
    return false;
  }
}

/** Stores `value` as JSON under `key`; a full or blocked storage is a console warning, never a throw. */
export function writeStored(
  key: string,
  value: unknown,
  storage: Pick<Storage, 'setItem'> | undefined = browserStorage(),
): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn(`Could not save "${key}" to local storage`, error);
  }
}

export function removeStored(
  key: string,
  storage: Pick<Storage, 'removeItem'> | undefined = browserStorage(),
): void {
  try {
    storage?.removeItem(key);
  } catch (error) {
    console.warn(`Could not remove "${key}" from local storage`, error);
  }
}
