// Test fixtures: the investment analysis's worked example and the law audit's case G, shared by the
// engine's tests and the workbook's LibreOffice cases so both compute the same flats.
import { ANALYSIS_DEFAULTS, type AnalysisInput } from '../tools/investment-analysis/inputs';

// The worked example computed by hand in analysis.test.ts: a used flat in Madrid bought for
// 150,000 € with 2,000 € of renovation and 3,000 € of furniture, 120,000 € borrowed at a fixed
// 3 % over 25 years with a 0.5 % opening fee, let at 800 € a month 11 months a year (+2 % a
// year), owner at a 30 % marginal rate with the general 50 % reduction, sold after 10 years at
// +2 % a year with 3 % selling costs; land cadastral value 30,000 € and a 29 % council rate.
// Every field is spelled out, so a changed default leaves the hand computation standing.
export const WORKED_EXAMPLE: AnalysisInput = {
  ...ANALYSIS_DEFAULTS,
  price: 150_000,
  community: 'madrid',
  propertyType: 'used',
  deedDate: '2026-06-15',
  renovation: 2_000,
  furniture: 3_000,
  loanAmount: 120_000,
  loanTermYears: 25,
  rateType: 'fixed',
  interestRate: 3,
  openingFeePercent: 0.5,
  monthlyRent: 800,
  emptyMonths: 1,
  rentUpdatePercent: 2,
  ibi: 300,
  communityFees: 600,
  homeInsurance: 200,
  defaultInsurancePercent: 4,
  maintenancePercent: 5,
  managementPercent: 0,
  otherCosts: 0,
  marginalRatePercent: 30,
  rentReductionPercent: 50,
  constructionSharePercent: 60,
  holdYears: 10,
  // A contract without an early-repayment fee (the Ley 5/2019 cap: early-repayment-fee.test.ts).
  earlyRepaymentFeePercent: 0,
  priceChangePercent: 2,
  sellingCostsPercent: 3,
  landCadastralValue: 30_000,
  plusvaliaRatePercent: 29,
};

// The audit's case G, the flat: 60.000 € cash in Madrid, construction 80 %, cadastral 150.000 €
// (land 30.000), twice its cost in building value; 600 € a month never empty, held 20 years.
export const AUDIT_CASE_G: AnalysisInput = {
  ...ANALYSIS_DEFAULTS,
  price: 60_000,
  loanAmount: 0,
  monthlyRent: 600,
  emptyMonths: 0,
  constructionSharePercent: 80,
  cadastralValue: 150_000,
  landCadastralValue: 30_000,
  holdYears: 20,
};
