// The financing step's rows: the loan, its term and rates, the opening fee. Loan bounds are the
// yield and mortgage tools' own (loan-fields.ts); the rate defaults the mortgage engine's.
import { INTEREST_RATE_BOUNDS, LOAN_TERM_BOUNDS } from '../../loan-fields';
import { RATE_DEFAULTS } from '../../mortgage/rate-path';
import { ANALYSIS_MESSAGES as M } from '../messages';
import { MONEY, PERCENT, between, notInExcel, stepRows } from './kit';

const RATE_PER_YEAR = 'the year table holds the rate of each year';

/** The loan has no default here: the form shows 80 % of the price, the engine lends it. */
export const FINANCING_ROWS = /* @__PURE__ */ stepRows('financiacion', [
  {
    name: 'loanAmount',
    label: 'Importe del préstamo',
    unit: '€',
    hint: 'Sigue al precio (el 80 %) hasta que escribas otro importe. 0 = al contado.',
    ...MONEY,
    empty: 'required',
    excel: { format: 'euro', help: '0 si compras al contado.' },
  },
  {
    name: 'loanTermYears',
    label: 'Plazo',
    unit: 'años',
    hint: 'Entre 1 y 50 años.',
    ...LOAN_TERM_BOUNDS,
    default: 25,
    empty: 'required',
    excel: {
      format: 'years',
      help: '0 sin préstamo. Los meses y el tipo de cada año están en la tabla.',
      label: 'Plazo del préstamo (años)',
    },
  },
  {
    // The bank's rule (lending-limit.ts): the loan's term ends by 75; the verdict is judged at it.
    name: 'borrowerAge',
    label: 'Tu edad',
    unit: 'años',
    hint: 'Si firmáis dos, la del mayor. Los bancos no suelen prestar más allá de los 75 años al terminar el plazo. Vacío: no miramos la edad.',
    ...between(18, 100, M.borrowerAge),
    empty: 'unknown',
    newer: true,
    ...notInExcel('the bank’s lending rule is judged on the page, not in the workbook'),
  },
  {
    name: 'interestRate',
    label: 'Interés fijo (TIN)',
    unit: '%',
    hint: 'El tipo fijo, o el de los años fijos del mixto.',
    ...INTEREST_RATE_BOUNDS,
    default: RATE_DEFAULTS.interestRate,
    empty: 'required',
    ...notInExcel(RATE_PER_YEAR),
  },
  {
    name: 'fixedYears',
    label: 'Años a tipo fijo (mixto)',
    unit: 'años',
    hint: 'Solo para el mixto.',
    ...between(0, 50, M.fixedYears),
    default: RATE_DEFAULTS.fixedYears,
    empty: 'required',
    ...notInExcel(RATE_PER_YEAR),
  },
  {
    name: 'euribor',
    label: 'Euríbor supuesto',
    unit: '%',
    hint: 'Para el variable y el mixto; se mantiene todo el plazo.',
    ...between(-1, 10, M.euribor),
    default: RATE_DEFAULTS.euribor,
    empty: 'required',
    ...notInExcel(RATE_PER_YEAR),
  },
  {
    name: 'spread',
    label: 'Diferencial',
    unit: '%',
    hint: 'Lo que suma el banco al Euríbor.',
    ...between(0, 10, M.spread),
    default: RATE_DEFAULTS.spread,
    empty: 'required',
    ...notInExcel(RATE_PER_YEAR),
  },
  {
    name: 'openingFeePercent',
    label: 'Comisión de apertura',
    unit: '%',
    hint: 'Sobre el importe del préstamo; muchas ofertas no la cobran.',
    ...PERCENT,
    default: 0,
    empty: 0,
    excel: {
      format: 'percent',
      help: 'Sobre el importe del préstamo; gasto de financiación del primer año.',
    },
  },
]);
