// Where each tool keeps its form between visits (spec section 4), apart so a page can ask before
// loading the tool (site/components/tool-on-first-input.tsx); each fields.ts re-exports its key.
export const YIELD_STORAGE_KEY = 'rentability-form';
export const CAPITAL_GAINS_STORAGE_KEY = 'capital-gains-form';
export const MORTGAGE_STORAGE_KEY = 'mortgage-form';
/** Its saved scenarios are apart. */
export const ANALYSIS_STORAGE_KEY = 'investment-analysis-form';
export const SCENARIOS_STORAGE_KEY = 'investment-analysis-scenarios';
export const COMPARATOR_STORAGE_KEY = 'property-comparator';
/** The deed date is left out: it defaults to today. */
export const PURCHASE_COSTS_STORAGE_KEY = 'purchase-costs-form';
/** Ours: the spec names none for this calculator. */
export const MUNICIPAL_PLUSVALIA_STORAGE_KEY = 'municipal-plusvalia-form';
/** The yearly rental return's form as typed, so a half-written year survives a reload. */
export const RENTAL_RETURN_STORAGE_KEY = 'rental-return-form';
