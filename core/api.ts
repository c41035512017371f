// Each API endpoint's address, once: the function's `config.path` and every caller read it.
export const HEALTH_API = '/api/health';
export const PURCHASE_COSTS_API = '/api/calculate-purchase-costs';
export const GENERATE_DESCRIPTION_API = '/api/generate-description';
export const CONTACT_API = '/api/contact-inmobiliaria';
export const NEWSLETTER_SUBSCRIBE_API = '/api/newsletter/subscribe';
export const NEWSLETTER_UNSUBSCRIBE_API = '/api/newsletter/unsubscribe';
/** Double opt-in. */
export const NEWSLETTER_CONFIRM_API = '/api/newsletter/confirm';
/** POST the yield figures (or none): answers the .xlsx. */
export const EXCEL_TEMPLATE_API = '/api/excel-template/rentabilidad';
/** POST the analysis' share parameters: answers the .xlsx. */
export const ANALYSIS_EXCEL_API = '/api/analysis-excel';
/** POST the yearly return's document (its JSON file): answers the .xlsx. */
export const RENTAL_RETURN_EXCEL_API = '/api/rental-return-excel';
export const SANITY_REBUILD_API = '/api/sanity-rebuild';
/** Answers a JSON 404. */
export const API_FALLBACK = '/api/*';
