// Deterministic choices for the offline generator: the same input always picks the same wording.

/** 32-bit FNV-1a. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** Mulberry32. */
export interface Picker {
  pick<T>(options: readonly T[]): T;
}

export function seededPicker(seed: string): Picker {
  let state = hashString(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    pick<T>(options: readonly T[]): T {
      const option = options[Math.floor(next() * options.length)];
      if (option === undefined) throw new Error('pick needs at least one option');
      return option;
    },
  };
}
