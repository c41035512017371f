// The calendar day in Spain (Europe/Madrid) at an instant, computed by hand: a browser's first Intl
// formatter with a time zone loads the zone's data on the visitor's keystroke.

/**
 * EU summer time, 1:00 UTC last Sunday of March to last Sunday of October (Directive 2000/84/EC,
 * arts. 2-3; RD 236/2002, BOE issue pendiente de confirmar); outside these years Intl decides.
 */
const RULE_YEARS = { from: 1996, to: 2037 };

function lastSundayAtOne(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
}

const HOUR = 3_600_000;

let madridDays: Intl.DateTimeFormat | undefined;

// Summer time and midnight fall on whole hours: one minute has one day (every API answer asks).
let lastMinute: { minute: number; day: string } | undefined;

/**
 * Deeds and reports are dated in Spanish time, wherever the visitor or server is.
 * @example madridDay(new Date('2026-05-31T22:30:00Z')) // '2026-06-01' (summer: UTC+2)
 */
export function madridDay(instant: Date): string {
  const minute = Math.floor(instant.getTime() / 60_000);
  if (lastMinute?.minute === minute) return lastMinute.day;
  const day = dayAt(instant);
  lastMinute = { minute, day };
  return day;
}

function dayAt(instant: Date): string {
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
