// Named cases of the analysis workbook's LibreOffice test: loans, lets, owners and residences.
import { ANALYSIS_DEFAULTS, type AnalysisInput } from '../../core/tools/investment-analysis';
import { AUDIT_CASE_G, WORKED_EXAMPLE } from '../../core/testing/analysis-inputs';

export const CASES: Readonly<Record<string, AnalysisInput>> = {
  // The worked example of analysis.test.ts (fixed 3 %, 10 years, plusvalía): an old link's flat
  // 30 %, no early-repayment fee in its contract (the cap is in FueraUE, Temporada and Turistico).
  Ejemplo: WORKED_EXAMPLE,
  // The scales: a Madrid resident on 30.000 € (the defaults), with a plusvalía and a gain.
  Madrid: { ...WORKED_EXAMPLE, marginalRatePercent: undefined, otherSavingsIncome: 8_000 },
  // Living in Cataluña, the flat in Madrid: Cataluña's eight tranches on 45.000 €.
  Cataluna: { ...ANALYSIS_DEFAULTS, taxResidence: 'cataluna', otherIncome: 45_000, holdYears: 7 },
  // A couple on 25.000 and 70.000 € at 50/50, each on his own tranches.
  Pareja: {
    ...WORKED_EXAMPLE,
    marginalRatePercent: undefined,
    owners: 2,
    ownerSharePercent: 50,
    otherIncome: 25_000,
    secondOtherIncome: 70_000,
    secondOtherSavingsIncome: 3_000,
  },
  // Ceuta: 60 % off the cuota on the rent of a flat there (art. 68.4 LIRPF) ...
  Ceuta: { ...ANALYSIS_DEFAULTS, community: 'ceuta', holdYears: 6 },
  // ... and only on the share of the income obtained there for a flat in Madrid.
  CeutaFuera: { ...ANALYSIS_DEFAULTS, taxResidence: 'ceuta', holdYears: 6 },
  // A base below the personal minimum: the minimum left over lowers the gain (Asturias: 6.105 €).
  BaseBaja: {
    ...WORKED_EXAMPLE,
    marginalRatePercent: undefined,
    taxResidence: 'asturias',
    otherIncome: 2_000,
  },
  // Mixed loan repaid before the sale (12-year term, 15-year hold): rates change in year 6.
  Mixto: {
    ...ANALYSIS_DEFAULTS,
    rateType: 'mixed',
    interestRate: 2.4,
    fixedYears: 5,
    euribor: 2.6,
    spread: 0.9,
    loanTermYears: 12,
    holdYears: 15,
    community: 'andalucia',
  },
  // Variable loan, rent below the interest: the cap, the carry-forward and its 4-year lapse.
  Variable: {
    ...ANALYSIS_DEFAULTS,
    price: 300_000,
    loanAmount: 290_000,
    rateType: 'variable',
    euribor: 4.5,
    spread: 1.5,
    monthlyRent: 700,
    emptyMonths: 2,
    rentUpdatePercent: 4,
    maintenancePercent: 10,
    furniture: 8_000,
    holdYears: 14,
    priceChangePercent: -1,
  },
  // 7 % for two years, then 0.8 %: years 1-2's excess deducted oldest first, year 2's left lapses.
  Arrastre: {
    ...ANALYSIS_DEFAULTS,
    price: 300_000,
    loanAmount: 290_000,
    rateType: 'mixed',
    interestRate: 7,
    fixedYears: 2,
    euribor: 0.2,
    spread: 0.6,
    monthlyRent: 800,
    emptyMonths: 2,
    maintenancePercent: 10,
    holdYears: 9,
  },
  // Cash purchase held 40 years: the building is fully amortised after 33⅓ years; new home (VAT).
  Contado: {
    ...ANALYSIS_DEFAULTS,
    propertyType: 'new',
    loanAmount: 0,
    holdYears: 40,
    priceChangePercent: 3.5,
    rentReductionPercent: 90,
    marginalRatePercent: 45,
    managementPercent: 6,
  },
  // The worked example owned 60/40 at 37 % and 24 %: each owner's share taxed at his rate.
  Titulares: {
    ...WORKED_EXAMPLE,
    owners: 2,
    ownerSharePercent: 60,
    marginalRatePercent: 37,
    secondMarginalRatePercent: 24,
    cadastralValue: 90_000,
    priceChangePercent: 5,
  },
  // Resident in Germany: IRNR at 19 %, no carry-forward, 2 % imputation, 3 % withheld at the sale.
  UE: {
    ...ANALYSIS_DEFAULTS,
    residence: 'eu',
    emptyMonths: 2,
    cadastralValue: 120_000,
    cadastralRevised: 0,
    landCadastralValue: 40_000,
    rateType: 'variable',
    euribor: 4.5,
    spread: 1.5,
    holdYears: 8,
  },
  // Resident in the United States: 24 % of the rent collected, without expenses.
  FueraUE: {
    ...ANALYSIS_DEFAULTS,
    residence: 'nonEu',
    cadastralValue: 110_000,
    holdYears: 6,
    priceChangePercent: -2,
  },
  // Outside the EU deducting the expenses (SAN 28-7-2025): 24 % of the net rent, floored at 0.
  FueraUEGastos: {
    ...ANALYSIS_DEFAULTS,
    residence: 'nonEu',
    nonEuDeductExpenses: 1,
    price: 300_000,
    loanAmount: 270_000,
    rateType: 'variable',
    euribor: 4,
    spread: 1.5,
    monthlyRent: 1_100,
    landCadastralValue: 50_000,
    holdYears: 7,
  },
  // A seasonal let owned 50/50: no Ley 12/2023 reduction, three months empty.
  Temporada: {
    ...ANALYSIS_DEFAULTS,
    letting: 'seasonal',
    emptyMonths: 3,
    owners: 2,
    ownerSharePercent: 50,
    marginalRatePercent: 45,
    secondMarginalRatePercent: 30,
    cadastralValue: 95_000,
    holdYears: 5,
  },
  // The audit's case G: a 60.000 € flat whose cadastral building value (120.000) is twice its
  // cost; 3 % of 120.000 a year stops at the building's cost, 80 % × (60.000 + costs), in year 15.
  Tope: { ...AUDIT_CASE_G, plusvaliaRatePercent: 29 },
  // Tourist let: nights × occupancy, cleaning and platform fee; the nights not let carry imputation.
  Turistico: {
    ...ANALYSIS_DEFAULTS,
    letting: 'tourist',
    nightlyRate: 95,
    occupancyPercent: 62,
    averageStayNights: 4,
    cleaningPerStay: 45,
    platformFeePercent: 15,
    cadastralValue: 100_000,
    furniture: 9_000,
    holdYears: 12,
  },
};
