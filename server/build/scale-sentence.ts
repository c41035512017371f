// A rate scale worded for a Spanish sentence (community pages' FAQ and changes).
import { describeScale } from '../../core/tax/community-tax';
import type { RateScale } from '../../core/tax/progressive-scale';

/** 'del 6 %', or its tranches and how they apply. */
export function scaleSentence(scale: RateScale): string {
  const text = describeScale(scale);
  const colon = text.indexOf(': ');
  if (colon < 0) return `del ${text}`;
  const how =
    scale.mode === 'marginal'
      ? 'cada parte del valor paga el tipo de su tramo'
      : 'todo el valor paga el tipo del tramo en que cae';
  return `por tramos: ${text.slice(colon + 2)} (${how})`;
}
