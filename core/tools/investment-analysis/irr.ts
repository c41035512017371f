// Net present value and internal rate of return of yearly flows: bracketing, then safeguarded Newton.

export const IRR_MIN = -0.9999;
export const IRR_MAX = 100;

/** @example npv(0.1, [-100, 110]) // 0 (element t paid at the end of year t) */
export function npv(rate: number, flows: readonly number[]): number {
  const factor = 1 / (1 + rate);
  let discount = 1;
  let total = 0;
  for (const flow of flows) {
    total += flow * discount;
    discount *= factor;
  }
  return total;
}

function npvWithSlope(rate: number, flows: readonly number[]): { value: number; slope: number } {
  const factor = 1 / (1 + rate);
  let discount = 1;
  let value = 0;
  let slope = 0;
  flows.forEach((flow, t) => {
    value += flow * discount;
    slope -= t * flow * discount * factor;
    discount *= factor;
  });
  return { value, slope };
}

// Grid that brackets the roots: dense near the rates property investments live at.
const GRID: readonly number[] = [
  IRR_MIN,
  -0.99,
  -0.95,
  -0.9,
  -0.8,
  -0.7,
  -0.6,
  -0.5,
  -0.4,
  -0.3,
  -0.25,
  -0.2,
  -0.15,
  -0.1,
  -0.075,
  -0.05,
  -0.025,
  0,
  0.025,
  0.05,
  0.075,
  0.1,
  0.125,
  0.15,
  0.2,
  0.25,
  0.3,
  0.4,
  0.5,
  0.75,
  1,
  1.5,
  2,
  3,
  5,
  10,
  25,
  50,
  IRR_MAX,
];

const TOLERANCE = 1e-12;
const MAX_STEPS = 200;

/** Newton while it stays inside [low, high], else bisection. */
function solveBracket(flows: readonly number[], low: number, high: number): number {
  let lo = low;
  let hi = high;
  const loPositive = npv(lo, flows) > 0;
  let rate = (lo + hi) / 2;
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const { value, slope } = npvWithSlope(rate, flows);
    if (value === 0) return rate;
    if (value > 0 === loPositive) lo = rate;
    else hi = rate;
    const newton = slope !== 0 ? rate - value / slope : Number.NaN;
    const next = newton > lo && newton < hi ? newton : (lo + hi) / 2;
    // Relative to 1 + r: near −100 % a tiny change of the rate is a large change of the discount.
    const scale = TOLERANCE * (1 + Math.min(rate, lo));
    if (Math.abs(next - rate) <= scale || hi - lo <= scale) {
      return next;
    }
    rate = next;
  }
  return rate;
}

function signChanges(flows: readonly number[]): number {
  let changes = 0;
  let sign = 0;
  for (const flow of flows) {
    const current = Math.sign(flow);
    if (current === 0) continue;
    if (sign !== 0 && current !== sign) changes += 1;
    sign = current;
  }
  return changes;
}

/**
 * One sign change means one IRR above −100 % (Descartes in 1 / (1 + r)); the NPV tends to the first
 * flow as the rate grows, so walk out from 0 towards it until the sign changes.
 */
function singleRoot(flows: readonly number[]): number | null {
  const atZero = npv(0, flows);
  if (atZero === 0) return 0;
  const first = flows.find((flow) => flow !== 0) ?? 0;
  const upwards = atZero > 0 !== first > 0;
  let inner = 0;
  for (let step = 1; step <= 60; step += 1) {
    const size = 0.05 * 2 ** (step - 1);
    const outer = upwards ? Math.min(IRR_MAX, size) : Math.max(IRR_MIN, -size);
    const value = npv(outer, flows);
    if (value === 0) return outer;
    if (value > 0 !== atZero > 0) {
      return upwards ? solveBracket(flows, inner, outer) : solveBracket(flows, outer, inner);
    }
    if (outer === IRR_MAX || outer === IRR_MIN) return null;
    inner = outer;
  }
  return null;
}

/**
 * A fraction, searched from −99.99 % to 10,000 %; with several IRRs the one closest to 0; `null`,
 * never NaN, without a sign change, a finite flow or a root in range.
 * @example irr([-100, 10, 110]) // 0.1
 */
export function irr(flows: readonly number[]): number | null {
  if (flows.length < 2 || !flows.every((flow) => Number.isFinite(flow))) return null;
  const changes = signChanges(flows);
  if (changes === 0) return null;
  if (changes === 1) return singleRoot(flows);
  let best: number | null = null;
  let previous = GRID[0] ?? IRR_MIN;
  let previousValue = npv(previous, flows);
  const consider = (root: number): void => {
    if (Number.isFinite(root) && (best === null || Math.abs(root) < Math.abs(best))) best = root;
  };
  if (previousValue === 0) consider(previous);
  for (const rate of GRID.slice(1)) {
    const value = npv(rate, flows);
    if (value === 0) consider(rate);
    else if (previousValue !== 0 && value > 0 !== previousValue > 0) {
      consider(solveBracket(flows, previous, rate));
    }
    previous = rate;
    previousValue = value;
  }
  return best;
}
