// Spanish number wording for the explanatory notes the tax engines return (core/format.ts formats).
import { formatNumber } from '../format';

/** Notes on what the sources do not confirm start with these words, then the reason. */
export const PENDING = 'Pendiente de confirmar';

/** `270151.2` -> `270.151,2 €`; integers keep no decimals. Grouping from 4 digits, as in print. */
export function eur(value: number): string {
  return `${formatNumber(value, { upTo: 2 })} €`;
}

/** `7.75` -> `7,75 %`. */
export function pct(value: number): string {
  return `${formatNumber(value, { upTo: 2 })} %`;
}
