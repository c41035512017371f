// Which deed dates the purchase-cost engine answers for: from its oldest full table to a year ahead.
import { formatDate } from '../format';
import { addYears, isIsoDate, todayInMadrid } from './dates';
import { RATES_HISTORY_FROM } from './purchase-rates';
import type { IsoDate } from './sourced';

export const PURCHASE_DEED_DATE_FORMAT =
  'La fecha de la escritura debe ser una fecha válida (AAAA-MM-DD)';

/** The tables hold no older rates: a guess would look like an answer. */
export function purchaseDeedDateTooEarly(first: string): string {
  return `No tenemos los tipos anteriores al ${first}: indica una fecha de escritura desde ese día.`;
}

/** Rates more than a year ahead cannot be known. */
export function purchaseDeedDateTooLate(last: string): string {
  return `La fecha de la escritura no puede ser posterior al ${last}: no conocemos los tipos con más de un año de antelación.`;
}

/** Latest deed date accepted on `today`: one year ahead, no later law can be known. */
export function latestDeedDate(today: IsoDate = todayInMadrid()): IsoDate {
  return addYears(today, 1);
}

/**
 * The Spanish reason a deed date cannot be used, or null when the engine has its rates.
 * @example deedDateProblem('2024-12-31', '2026-11-23') // 'No tenemos los tipos anteriores al 1 de enero de 2025...'
 */
export function deedDateProblem(date: string, today: IsoDate = todayInMadrid()): string | null {
  if (!isIsoDate(date)) return PURCHASE_DEED_DATE_FORMAT;
  if (date < RATES_HISTORY_FROM) return purchaseDeedDateTooEarly(formatDate(RATES_HISTORY_FROM));
  const latest = latestDeedDate(today);
  if (date > latest) return purchaseDeedDateTooLate(formatDate(latest));
  return null;
}
