// The legal ceilings a municipal plusvalía form checks, as plain numbers: the form's bounds and
// messages need only these, so the dated, sourced rates (plusvalia-coefficients.ts) stay out of
// the page's first load.

/** Council rates can never exceed 30 % (art. 108.1 TRLRHL). */
export const MAX_RATE_PERCENT = 30;

/** Councils may cut the cadastral land value by up to 15 % in the objective method (RDL 26/2021). */
export const MAX_LAND_REDUCTION_PERCENT = 15;
