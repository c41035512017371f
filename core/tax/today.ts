// Today in Spain, alone so the purchase-cost form's first load dates its deed without dates.ts.
import { madridDay } from '../madrid-day';
import type { IsoDate } from './sourced';

/** Deeds are dated in Spanish time: 2026-05-31T22:30Z is '2026-06-01'. */
export function todayInMadrid(now: Date = new Date()): IsoDate {
  return madridDay(now) as IsoDate;
}
