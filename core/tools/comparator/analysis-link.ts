// "Analizar a fondo": a comparator property as the analysis' link, typed by its table (a renamed
// field does not compile); the expenses × 12 are the one cost line, so nothing counts twice, and
// what the comparator does not ask takes the analysis' own default, so the hand-off is no rosier.
import { writeShareQuery } from '../../share';
import { rowOf } from '../fields';
import type { AnalysisInput, ShareParam } from '../investment-analysis/inputs';
import { RENT_ROWS } from '../investment-analysis/rows/rent';
import { ANALYSIS_PATH } from '../../routes';
import type { Property } from './engine';
import { communityFromLocation } from './location-community';

type AnalysisLinkValues = Partial<Pick<AnalysisInput, ShareParam & keyof AnalysisInput>>;

/** Allowances the comparator's "Gastos mensuales" does not hold: the vacancy and the percentages. */
export const NOT_ASKED_BY_COMPARATOR = [
  'emptyMonths',
  'defaultInsurancePercent',
  'maintenancePercent',
  'managementPercent',
] as const;

/** The analysis form's default for a row (its row's, the source of ANALYSIS_DEFAULTS). */
function analysisDefault(name: (typeof NOT_ASKED_BY_COMPARATOR)[number]): number | undefined {
  return rowOf(RENT_ROWS, name).default;
}

export function analysisInputFromProperty(
  property: Pick<Property, 'price' | 'monthlyRent' | 'expenses' | 'location'>,
): AnalysisLinkValues {
  const community = communityFromLocation(property.location);
  return {
    price: property.price,
    ...(community ? { community } : {}),
    monthlyRent: property.monthlyRent,
    // In the analysis' order; the bills are in the comparator's monthly expenses (otherCosts).
    emptyMonths: analysisDefault('emptyMonths'),
    ibi: 0,
    communityFees: 0,
    homeInsurance: 0,
    defaultInsurancePercent: analysisDefault('defaultInsurancePercent'),
    maintenancePercent: analysisDefault('maintenancePercent'),
    managementPercent: analysisDefault('managementPercent'),
    otherCosts: Math.round(property.expenses * 1200) / 100,
  };
}

export function analysisHref(
  property: Pick<Property, 'price' | 'monthlyRent' | 'expenses' | 'location'>,
): string {
  return `${ANALYSIS_PATH}#${writeShareQuery(analysisInputFromProperty(property))}`;
}
