// The calendar day in Spain (peninsular time, Europe/Madrid) at an instant, computed by hand: a
// browser's first Intl formatter with a time zone loads the zone's data, about 60 ms on a phone
// (a third of a 460 ms keystroke at 4× CPU slowdown on /hipoteca, issue 27).

/**
 * Summer time in Spain follows the EU rule: from 1:00 UTC on the last Sunday of March to 1:00
 * UTC on the last Sunday of October (Directive 2000/84/EC, arts. 2 and 3, OJ L 31 of 2 February
 * 2001; Real Decreto 236/2002, de 1 de marzo, which brings it into Spanish law: its BOE issue
 * and date are pendiente de confirmar against the BOE's own page). The same dates have applied
 * since 1996. Outside the years checked against the time-zone database (madrid-day.test.ts), Intl
 * decides.
 */
const RULE_YEARS = { from: 1996, to: 2037 };

/** 1:00 UTC of the last Sunday of `month` (0-based) in `year`, in milliseconds. */
function lastSundayAtOne(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
}

const HOUR = 3_600_000;

let madridDays: Intl.DateTimeFormat | undefined;

/**
 * 'YYYY-MM-DD' of `instant` in Spain: deeds and reports are dated in Spanish time, so a visitor
 * abroad or a server in UTC still gets the Spanish day.
 * @example madridDay(new Date('2026-05-31T22:30:00Z')) // '2026-06-01' (summer: UTC+2)
 * @example madridDay(new Date('2026-12-31T22:30:00Z')) // '2026-12-31' (winter: UTC+1)
 */
export function madridDay(instant: Date): string {
  const time = instant.getTime();
  const year = instant.getUTCFullYear();
  if (!(year >= RULE_YEARS.from && year <= RULE_YEARS.to)) {
    madridDays ??= new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Madrid',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    return madridDays.format(instant);
  }
  const summer = time >= lastSundayAtOne(year, 2) && time < lastSundayAtOne(year, 9);
  return new Date(time + (summer ? 2 : 1) * HOUR).toISOString().slice(0, 10);
}
