// Rounding at the edges only: calculations keep full precision, results are rounded once.

/** Half away from zero, tolerant of binary noise. @example round(1.005, 2) // 1.01 */
export function round(value: number, decimals = 2): number {
  if (!Number.isFinite(value)) return 0;
  const factor = 10 ** decimals;
  const shifted = Math.abs(value) * factor;
  const rounded =
    Math.round(nearHalf(shifted) ? Number(shifted.toPrecision(15)) : shifted) / factor;
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/**
 * Within 1e-6 of one half (1.005 × 100 is 100.4999…) or 10+ integer digits: only then is the
 * number cleaned to 15 significant digits (the slow string round trip).
 */
function nearHalf(shifted: number): boolean {
  return shifted >= 1e9 || Math.abs(shifted - Math.floor(shifted) - 0.5) < 1e-6;
}

/** The precision every result is shown with. */
export function round2(value: number): number {
  return round(value, 2);
}
