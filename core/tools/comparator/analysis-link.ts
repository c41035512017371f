// "Analizar a fondo": a comparator property as the investment analysis' share link (/analisis-inversion?price=..).
// Type-only import of the analysis: its inputs module brings the mortgage engine, and the
// comparator's first load stays within budget (a test checks the names against SHARE_PARAMS).
import { writeShareQuery } from '../../share';
import type { AnalysisInput } from '../investment-analysis/inputs';
import { ANALYSIS_PATH } from '../../routes';
import type { Property } from './engine';
import { communityFromLocation } from './location-community';

type AnalysisNumber =
  | 'price'
  | 'monthlyRent'
  | 'emptyMonths'
  | 'ibi'
  | 'communityFees'
  | 'homeInsurance'
  | 'defaultInsurancePercent'
  | 'maintenancePercent'
  | 'managementPercent'
  | 'otherCosts';

/**
 * What the comparator knows of a property, in the analysis' inputs, so the analysis starts from
 * the comparator's own figures: the price, the rent let all year (the comparator's yields count 12
 * months) and the monthly expenses × 12 as the one yearly cost line ("otros"), with the
 * analysis' other cost lines at 0 so nothing is counted twice. The community comes from the
 * location when it names a province or city; the rest (loan, taxes, sale) keeps the analysis'
 * defaults for the person to adjust.
 * @example analysisInputFromProperty({ ...p, price: 200000, monthlyRent: 1000, expenses: 100, location: 'Valencia' })
 * // { price: 200000, community: 'valencia', monthlyRent: 1000, emptyMonths: 0, ibi: 0, …, otherCosts: 1200 }
 */
export function analysisInputFromProperty(
  property: Pick<Property, 'price' | 'monthlyRent' | 'expenses' | 'location'>,
): Partial<Pick<AnalysisInput, 'community' | AnalysisNumber>> {
  const community = communityFromLocation(property.location);
  return {
    price: property.price,
    ...(community ? { community } : {}),
    monthlyRent: property.monthlyRent,
    emptyMonths: 0,
    ibi: 0,
    communityFees: 0,
    homeInsurance: 0,
    defaultInsurancePercent: 0,
    maintenancePercent: 0,
    managementPercent: 0,
    // × 12 in cents: 123.45 €/month is 1,481.40 € a year, without a float tail.
    otherCosts: Math.round(property.expenses * 1200) / 100,
  };
}

/** The analysis page's address for a comparator property, parameters in the order. */
export function analysisHref(
  property: Pick<Property, 'price' | 'monthlyRent' | 'expenses' | 'location'>,
): string {
  return `${ANALYSIS_PATH}?${writeShareQuery(analysisInputFromProperty(property))}`;
}
