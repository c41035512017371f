// A test fixture: an investment-analysis form with every field moved off its default, shared by the
// core form tests and the site's share-link tests so both check the same values.
import {
  ANALYSIS_FORM_DEFAULTS,
  type AnalysisFormValues,
} from '../tools/investment-analysis/fields';

/** Fractions, negatives, a zero loan and non-default choices: what a round trip could lose. */
export const EDITED_ANALYSIS_FORM: AnalysisFormValues = {
  ...ANALYSIS_FORM_DEFAULTS,
  price: 185_500.5,
  community: 'cataluna',
  propertyType: 'new',
  referenceValue: 190_000,
  deedDate: '2026-03-01',
  loanAmount: 0,
  rateType: 'mixed',
  interestRate: 2.35,
  euribor: -0.25,
  monthlyRent: 950,
  rentUpdatePercent: 2.5,
  marginalRatePercent: 37,
  rentReductionPercent: 70,
  holdYears: 15,
  priceChangePercent: -1.5,
  landCadastralValue: 40_000,
  plusvaliaRatePercent: 29,
  owners: 2,
  ownerSharePercent: 60,
  secondMarginalRatePercent: 24,
  residence: 'eu',
  nonEuDeductExpenses: 1,
  letting: 'tourist',
  nightlyRate: 110.5,
  occupancyPercent: 65,
  averageStayNights: 3.5,
  cleaningPerStay: 45,
  platformFeePercent: 15.5,
  cadastralValue: 95_000,
  cadastralRevised: 0,
  benchmarkPercent: 3.05,
  minIrrPercent: 4.5,
  minMonthlyCashFlow: -75.5,
};
