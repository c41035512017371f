// A rate scale worded for a Spanish sentence (community pages' FAQ and recent changes).
import { describeScale } from '../../core/tax/community-tax';
import type { RateScale } from '../../core/tax/progressive-scale';

/**
 * A scale for a sentence: 'del 6 %', or its tranches and how they apply.
 * @example scaleSentence({ mode: 'whole-value', brackets: [{ upTo: 1e6, rate: 9 }, { upTo: null, rate: 11 }] })
 * // 'por tramos: 9 % hasta 1.000.000 €, 11 % por encima de 1.000.000 € (todo el valor paga el tipo del tramo en que cae)'
 */
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
