// Spanish wording of calendar dates ("25 de julio de 2025"), independent of the visitor's time zone.

const LONG_DATE = new Intl.DateTimeFormat('es-ES', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A `YYYY-MM-DD` date in words; the text itself when it is not such a date.
 * @example formatSpanishDate('2025-07-25') // '25 de julio de 2025'
 */
export function formatSpanishDate(iso: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return iso;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? iso : LONG_DATE.format(date);
}
