// The maximum-price helper's state: target yield as typed and its basis (gross or net), and its
// part of the share link (`targetYield`, `targetBasis`).
import type { YieldBasis } from '../../../core/tools/yield/engine';
import type { LinkedForm } from '../calculator/linked-form';
import { YIELD_TEXT } from './text';

export type TargetState = {
  targetYield: string;
  targetBasis: YieldBasis;
};

export const TARGET_DEFAULTS: TargetState = { targetYield: '6', targetBasis: 'net' };

export const TARGET_FORM: LinkedForm<TargetState> = {
  part: 'target',
  defaults: TARGET_DEFAULTS,
  numberKeys: ['targetYield'],
  labels: { targetYield: YIELD_TEXT.target.targetLabel },
  options: { targetBasis: ['gross', 'net'] },
};

export function isBasis(value: string | undefined): value is YieldBasis {
  return value === 'gross' || value === 'net';
}
