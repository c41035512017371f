// The analysis engine's public face: the page, the comparator, the Excel export and the bench import it.
export { ANALYSIS_DEFAULTS, type AnalysisInput, type PurchaseCostsOverride } from './inputs';
export {
  BUILDING_AMORTISATION_RATE,
  CARRY_FORWARD_YEARS,
  FURNITURE_AMORTISATION_RATE,
} from './rental-irpf';
export { analyseInvestment, type AnalysisResult, type AnalysisYear } from './analysis';
export {
  maxPurchasePrice,
  sensitivities,
  type MaxPriceResult,
  type PriceTarget,
  type Sensitivity,
} from './sensitivities';
