// Rounding at the edges only: calculations keep full precision, results are rounded once.

/**
 * Rounds to `decimals` places, half away from zero, tolerant of binary noise.
 * @example round(1.005, 2) // 1.01
 */
export function round(value: number, decimals = 2): number {
  if (!Number.isFinite(value)) return 0;
  const factor = 10 ** decimals;
  const shifted = Math.abs(value) * factor;
  const rounded = Math.round(Number(shifted.toPrecision(15))) / factor;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/** Rounds to cents / two decimals, the precision every result of the suite is shown with. */
export function round2(value: number): number {
  return round(value, 2);
}
