// The purchase criteria's rows: what the verdict measures the deal against (verdict.ts).
import { BOND_10Y_DEFAULT } from '../../../market-figures';
import { ANALYSIS_MESSAGES as M } from '../messages';
import { between, notInExcel, stepRows } from './kit';

const NO_VERDICT = 'the verdict is not in the workbook';

export const CRITERIA_ROWS = /* @__PURE__ */ stepRows('criterios', [
  {
    name: 'benchmarkPercent',
    label: 'Rentabilidad de referencia (bono español a 10 años)',
    unit: '%',
    hint: 'Lo que rinde sin riesgo la deuda del Estado a 10 años; cámbiala si tienes otra referencia.',
    ...between(-1, 20, M.benchmark),
    default: BOND_10Y_DEFAULT.value,
    empty: 'default',
    ...notInExcel(NO_VERDICT),
  },
  {
    name: 'minIrrPercent',
    label: 'TIR mínima después de impuestos',
    unit: '%',
    hint: 'Vacío: la rentabilidad de referencia.',
    ...between(-50, 50, M.minIrr),
    empty: {
      derived: (values) => values.benchmarkPercent ?? BOND_10Y_DEFAULT.value,
      text: 'La rentabilidad de referencia',
    },
    ...notInExcel(NO_VERDICT),
  },
  {
    name: 'minMonthlyCashFlow',
    label: 'Flujo de caja mínimo al mes, después de impuestos',
    unit: '€/mes',
    hint: 'Lo que quieres que te quede cada mes el primer año; 0 = que el piso se pague solo.',
    ...between(-100_000, 100_000, M.minMonthlyCashFlow),
    default: 0,
    empty: 0,
    newer: true,
    ...notInExcel(NO_VERDICT),
  },
]);
