// The capital-gains form without zod or the tax engine: defaults and number fields.
import { CAPITAL_GAINS_DEFAULTS, CAPITAL_GAINS_FIELDS, type CapitalGainsNumberKey } from './fields';

export const CAPITAL_GAINS_FORM_DEFAULTS = {
  ...CAPITAL_GAINS_DEFAULTS,
  reinvestInMainHome: false,
  over65MainHome: false,
};

/** Number inputs of the form, in display order. */
export const CAPITAL_GAINS_NUMBER_FIELDS: readonly CapitalGainsNumberKey[] =
  /* @__PURE__ */ CAPITAL_GAINS_FIELDS.map((row) => row.name);
