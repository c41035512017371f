// Today in Spain, in its own module: the purchase-cost form dates its deed with it in the page's
// first load, without the rest of dates.ts.
import type { IsoDate } from './sourced';

/**
 * Built on first use, not when the module loads: a formatter with a time zone costs tens of
 * milliseconds to build (70 ms at 4× CPU in a browser), and this module comes with code that
 * loads on the first keystroke of several forms that never ask for today (issue 27).
 */
let madridDay: Intl.DateTimeFormat | undefined;
const MADRID_DAY = () =>
  (madridDay ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Madrid',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }));

/**
 * The calendar day in Spain (Europe/Madrid) at `now`: deeds are dated in Spanish time, so a
 * visitor abroad or a server in UTC still gets the Spanish day.
 * @example todayInMadrid(new Date('2026-05-31T22:30:00Z')) // '2026-06-01'
 */
export function todayInMadrid(now: Date = new Date()): IsoDate {
  // Spain's day changes on the hour: the answer is the same for every instant of one minute, and
  // Intl's time-zone formatting is the slow part of a purchase-cost request.
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastDay.minute) lastDay = { minute, day: MADRID_DAY().format(now) as IsoDate };
  return lastDay.day;
}

let lastDay: { minute: number; day: IsoDate } = { minute: Number.NaN, day: '' as IsoDate };
