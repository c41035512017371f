// The address of each API endpoint, once: the function's `config.path` and every client that calls
// it (pages, links, e-mails, other functions) read the same constant.
export const HEALTH_API = '/api/health';
export const PURCHASE_COSTS_API = '/api/calculate-purchase-costs';
export const GENERATE_DESCRIPTION_API = '/api/generate-description';
export const CONTACT_API = '/api/contact-inmobiliaria';
export const NEWSLETTER_SUBSCRIBE_API = '/api/newsletter/subscribe';
export const NEWSLETTER_UNSUBSCRIBE_API = '/api/newsletter/unsubscribe';
/** The signed link of the confirmation e-mail (double opt-in). */
export const NEWSLETTER_CONFIRM_API = '/api/newsletter/confirm';
/** POST with the yield calculator's figures (or none) answers the template .xlsx itself. */
export const EXCEL_TEMPLATE_API = '/api/excel-template/rentabilidad';
/** POST with the analysis' share-link parameters answers the .xlsx itself. */
export const ANALYSIS_EXCEL_API = '/api/analysis-excel';
export const SANITY_REBUILD_API = '/api/sanity-rebuild';
/** Every other address under /api answers a JSON 404. */
export const API_FALLBACK = '/api/*';
