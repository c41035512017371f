// Spanish number wording for the explanatory notes the tax engines return.

/** Notes on what the sources do not confirm start with these words, then the reason. */
export const PENDING = 'Pendiente de confirmar';

const euroFormat = new Intl.NumberFormat('es-ES', {
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
  useGrouping: true,
});

/** `270151.2` -> `270.151,2 €`; integers keep no decimals. Grouping from 4 digits, as in print. */
export function eur(value: number): string {
  const text = euroFormat.format(value);
  return `${Math.abs(value) >= 1000 && Math.abs(value) < 10000 ? groupThousands(text) : text} €`;
}

/** `7.75` -> `7,75 %`. */
export function pct(value: number): string {
  return `${euroFormat.format(value)} %`;
}

// es-ES leaves 4-digit numbers ungrouped (minimumGroupingDigits 2); notes read better grouped.
function groupThousands(text: string): string {
  const [whole = '', decimals] = text.split(',');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return decimals === undefined ? grouped : `${grouped},${decimals}`;
}
