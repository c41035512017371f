// Where each tool keeps its form between visits (spec section 4), in a module of its own: a page
// asks whether a form was saved before it loads the tool's code (site/lib/tool-on-first-input.tsx).
// Each tool's fields.ts re-exports its key.
export const YIELD_STORAGE_KEY = 'rentability-form';
export const CAPITAL_GAINS_STORAGE_KEY = 'capital-gains-form';
export const MORTGAGE_STORAGE_KEY = 'mortgage-form';
/** The analysis' form (as every calculator's) and, apart, its saved scenarios. */
export const ANALYSIS_STORAGE_KEY = 'investment-analysis-form';
export const SCENARIOS_STORAGE_KEY = 'investment-analysis-scenarios';
export const COMPARATOR_STORAGE_KEY = 'property-comparator';
/** The purchase-cost form's last calculation (the deed date is left out: it defaults to today). */
export const PURCHASE_COSTS_STORAGE_KEY = 'purchase-costs-form';
/** Ours: the spec names none for this calculator. */
export const MUNICIPAL_PLUSVALIA_STORAGE_KEY = 'municipal-plusvalia-form';
