// "Analizar a fondo": a comparator property as the analysis' link, typed by its table (a renamed
// field does not compile); the expenses × 12 are the one cost line, so nothing counts twice.
import { writeShareQuery } from '../../share';
import type { AnalysisInput, ShareParam } from '../investment-analysis/inputs';
import { ANALYSIS_PATH } from '../../routes';
import type { Property } from './engine';
import { communityFromLocation } from './location-community';

type AnalysisLinkValues = Partial<Pick<AnalysisInput, ShareParam & keyof AnalysisInput>>;

export function analysisInputFromProperty(
  property: Pick<Property, 'price' | 'monthlyRent' | 'expenses' | 'location'>,
): AnalysisLinkValues {
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
    otherCosts: Math.round(property.expenses * 1200) / 100,
  };
}

export function analysisHref(
  property: Pick<Property, 'price' | 'monthlyRent' | 'expenses' | 'location'>,
): string {
  return `${ANALYSIS_PATH}#${writeShareQuery(analysisInputFromProperty(property))}`;
}
