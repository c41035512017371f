// An optional calendar date typed in a form (a sale or transfer date), checked against the range of
// dated tax tables we hold: from their oldest entry to a year ahead. Empty means today.
import { formatDate } from '../format';
import * as z from 'zod/mini';
import { addYears, isIsoDate, todayInMadrid } from '../tax/dates';
import type { IsoDate } from '../tax/sourced';

/**
 * The Spanish sentence shown when a date is outside [from, a year from today].
 * @example dateRangeMessage('la venta', '2022-01-01', '2026-11-23') // 'Indica la fecha de la venta entre el 1 de enero de 2022 y el 23 de noviembre de 2027.'
 */
export function dateRangeMessage(what: string, from: IsoDate, today: IsoDate): string {
  return `Indica la fecha de ${what} entre el ${formatDate(from)} y el ${formatDate(addYears(today, 1))}.`;
}

/** An optional ISO date between `from` and a year from today (Europe/Madrid). */
export function optionalDateField(what: string, from: IsoDate) {
  return z.optional(
    z.pipe(
      z
        .string()
        .check(
          z.refine(
            (text) => isIsoDate(text) && text >= from && text <= addYears(todayInMadrid(), 1),
            { error: () => dateRangeMessage(what, from, todayInMadrid()) },
          ),
        ),
      z.transform((text) => text as IsoDate),
    ),
  );
}
