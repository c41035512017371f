// Today in Spain, in its own module: the purchase-cost form dates its deed with it in the page's
// first load, without the rest of dates.ts.
import { madridDay } from '../madrid-day';
import type { IsoDate } from './sourced';

/**
 * The calendar day in Spain (Europe/Madrid) at `now`: deeds are dated in Spanish time, so a
 * visitor abroad or a server in UTC still gets the Spanish day.
 * @example todayInMadrid(new Date('2026-05-31T22:30:00Z')) // '2026-06-01'
 */
export function todayInMadrid(now: Date = new Date()): IsoDate {
  return madridDay(now) as IsoDate;
}
