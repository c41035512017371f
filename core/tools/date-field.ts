// An optional date (a sale, a transfer) within our dated tax tables' range; empty means today.
import { formatDate } from '../format';
import * as z from 'zod/mini';
import { addYears, isIsoDate, todayInMadrid } from '../tax/dates';
import type { IsoDate } from '../tax/sourced';

export function dateRangeMessage(what: string, from: IsoDate, today: IsoDate): string {
  return `Indica la fecha de ${what} entre el ${formatDate(from)} y el ${formatDate(addYears(today, 1))}.`;
}

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
