// The field of "precio máximo para una rentabilidad objetivo", zod-free: read as the person types.
import { defineFields } from '../fields';
import { TARGET_YIELD_MESSAGE } from './fields';

/** Not in the spec: a target yield above 100 % is a typo (the upper bound's own message). */
export const TARGET_YIELD_MAX_MESSAGE = 'La rentabilidad objetivo no puede pasar del 100 %';

export const TARGET_FIELDS = /* @__PURE__ */ defineFields([
  {
    name: 'targetYield',
    label: 'Rentabilidad objetivo',
    unit: '%',
    min: { value: 0, exclusive: true, message: TARGET_YIELD_MESSAGE },
    max: { value: 100, message: TARGET_YIELD_MAX_MESSAGE },
    default: 6,
    empty: 'required',
    excel: false,
    notInExcel:
      'the maximum-price helper is not in the Excel workbook (a result, not an input of it)',
  },
]);
