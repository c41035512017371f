// The maximum-price helper's state: target yield as typed and its basis (gross or net).
import type { YieldBasis } from '../../../core/tools/yield/engine';

export interface TargetState {
  targetYield: string;
  targetBasis: YieldBasis;
}

export const TARGET_DEFAULTS: TargetState = { targetYield: '6', targetBasis: 'net' };

export function isBasis(value: string | undefined): value is YieldBasis {
  return value === 'gross' || value === 'net';
}
