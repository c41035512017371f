// The plusvalía form's legal ceilings as plain numbers, keeping the sourced tables out of first load.

/** Art. 108.1 TRLRHL. */
export const MAX_RATE_PERCENT = 30;

/** Objective method, RDL 26/2021. */
export const MAX_LAND_REDUCTION_PERCENT = 15;
