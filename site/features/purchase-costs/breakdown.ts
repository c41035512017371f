// The rows and figures the purchase-costs result shows, derived from the function's answer.
import type { PurchaseCostsResult, RateSource } from '../../../core/tax/purchase-costs';
import { formatNumber } from '../../../core/format';
import { round } from '../../../core/round';

export type BreakdownField =
  'vat' | 'itp' | 'ajd' | 'notaryFees' | 'registryFees' | 'managementFees' | 'appraisalFees';

export interface BreakdownRow {
  field: BreakdownField;
  /** Tax or fee name without the rate. */
  name: string;
  value: number;
  /** Rate applied in percent, for the three taxes. */
  rate?: { field: 'rates.vat' | 'rates.itp' | 'rates.ajd'; value: number };
}

export const ROW_NAMES = {
  itp: 'ITP',
  ajd: 'AJD',
  notaryFees: 'Notaría',
  registryFees: 'Registro de la Propiedad',
  managementFees: 'Gestoría',
  appraisalFees: 'Tasación',
} as const;

/** Rows shown only when their amount is above 0 (spec section 9; AJD follows the same rule). */
const HIDDEN_WHEN_ZERO: readonly BreakdownField[] = ['vat', 'itp', 'ajd', 'appraisalFees'];

/**
 * Breakdown rows in reading order, without the zero rows the spec hides.
 * @example breakdownRows(usedHomeWithoutLoan).map((row) => row.field)
 * // ['itp', 'notaryFees', 'registryFees', 'managementFees']
 */
export function breakdownRows(result: PurchaseCostsResult): BreakdownRow[] {
  const rows: BreakdownRow[] = [
    {
      field: 'vat',
      name: result.vatName,
      value: result.vat,
      rate: { field: 'rates.vat', value: result.rates.vat },
    },
    {
      field: 'itp',
      name: ROW_NAMES.itp,
      value: result.itp,
      rate: { field: 'rates.itp', value: result.rates.itp },
    },
    {
      field: 'ajd',
      name: ROW_NAMES.ajd,
      value: result.ajd,
      rate: { field: 'rates.ajd', value: result.rates.ajd },
    },
    { field: 'notaryFees', name: ROW_NAMES.notaryFees, value: result.notaryFees },
    { field: 'registryFees', name: ROW_NAMES.registryFees, value: result.registryFees },
    { field: 'managementFees', name: ROW_NAMES.managementFees, value: result.managementFees },
    { field: 'appraisalFees', name: ROW_NAMES.appraisalFees, value: result.appraisalFees },
  ];
  return rows.filter((row) => !(HIDDEN_WHEN_ZERO.includes(row.field) && !(row.value > 0)));
}

/**
 * A rate as the spec's row labels write it: no space, no trailing zeros.
 * @example compactRate(10) // '10%'
 * @example compactRate(7.75) // '7,75%'
 */
export function compactRate(rate: number): string {
  return `${formatNumber(rate, { upTo: 2 })}%`;
}

/**
 * Costs as a share of the price, in percent, rounded to one decimal (spec section 9).
 * @example expenseShare({ totalCosts: 13_617.41, propertyPrice: 200_000 }) // 6.8
 */
export function expenseShare(
  result: Pick<PurchaseCostsResult, 'totalCosts' | 'propertyPrice'>,
): number {
  return result.propertyPrice > 0 ? round((result.totalCosts / result.propertyPrice) * 100, 1) : 0;
}

export interface SourceRow extends RateSource {
  /** Rate applied, percent. */
  rate: number;
  /** Host name of the source, the link text. */
  host: string;
}

/** Host of an address without "www.", or the address itself when it does not parse. */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/**
 * One line per tax applied: its rate, source link, start date and confidence.
 * @example sourceRows(valenciaUsed) // [{ tax: 'ITP', rate: 9, host: 'lawyersinvalencia.com', ... }]
 */
export function sourceRows(result: PurchaseCostsResult): SourceRow[] {
  const rateOf = (tax: string) =>
    tax === 'ITP' ? result.rates.itp : tax === 'AJD' ? result.rates.ajd : result.rates.vat;
  return result.rateSources.map((source) => ({
    ...source,
    rate: rateOf(source.tax),
    host: hostOf(source.url),
  }));
}
