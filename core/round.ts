// Rounding at the edges only: calculations keep full precision, results are rounded once.

/**
 * Rounds to `decimals` places, half away from zero, tolerant of binary noise.
 * @example round(1.005, 2) // 1.01
 */
export function round(value: number, decimals = 2): number {
  if (!Number.isFinite(value)) return 0;
  const factor = 10 ** decimals;
  const shifted = Math.abs(value) * factor;
  const rounded =
    Math.round(nearHalf(shifted) ? Number(shifted.toPrecision(15)) : shifted) / factor;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/**
 * True when binary noise could decide the rounding: the fraction is within 1e-6 of one half (1.005
 * × 100 is 100.49999999999999), or the number has 10 digits or more before the point (there, 15
 * significant digits leave fewer than 6 decimals, and the clean-up itself can move a fraction to one
 * half). Only then is the number cleaned to 15 significant digits (a string round trip, the slow part).
 */
function nearHalf(shifted: number): boolean {
  return shifted >= 1e9 || Math.abs(shifted - Math.floor(shifted) - 0.5) < 1e-6;
}

/** Rounds to cents / two decimals, the precision every result of the suite is shown with. */
export function round2(value: number): number {
  return round(value, 2);
}
