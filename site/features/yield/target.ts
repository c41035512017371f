// The maximum-price helper's state and its part of the share link (`targetYield`, `targetBasis`).
import type { YieldBasis } from '../../../core/tools/yield/engine';
import { TARGET_FIELDS } from '../../../core/tools/yield/target-fields';
import { linkedFormOf } from '../calculator/linked-form';

/** The target from its table (6 % to start with), over the net yield to start with. */
export const TARGET_FORM = linkedFormOf('target', TARGET_FIELDS, {
  choices: { targetBasis: 'net' as YieldBasis },
  options: { targetBasis: ['gross', 'net'] },
});

export function isBasis(value: string | undefined): value is YieldBasis {
  return value === 'gross' || value === 'net';
}
