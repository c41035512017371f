// Each contract's days inside the tax year and the rent they earn (art. 22 LIRPF: everything the
// tenant pays for the year). Reading: a calendar month let whole earns the monthly rent; a month let
// in part earns the rent × the days let ÷ the month's days.
import { daysInMonth, rangeDays, withinYear, yearEnd, type DayRange } from './calendar';
import type { ReturnContract } from './document';

/** The contract's days inside the year (end missing: still running on 31 December). */
export function contractRange(contract: ReturnContract, taxYear: number): DayRange | null {
  return withinYear({ from: contract.start, to: contract.end ?? yearEnd(taxYear) }, taxYear);
}

/** Rent earned in a range of one year, month by month. */
export function rentForRange(monthlyRent: number, range: DayRange | null): number {
  if (!range) return 0;
  const year = Number(range.from.slice(0, 4));
  const first = Number(range.from.slice(5, 7));
  const last = Number(range.to.slice(5, 7));
  let rent = 0;
  for (let month = first; month <= last; month += 1) {
    const length = daysInMonth(year, month);
    const mm = String(month).padStart(2, '0');
    const monthRange = {
      from: month === first ? range.from : `${year}-${mm}-01`,
      to: month === last ? range.to : `${year}-${mm}-${length}`,
    };
    const days = rangeDays(monthRange);
    rent += days === length ? monthlyRent : (monthlyRent * days) / length;
  }
  return rent;
}
