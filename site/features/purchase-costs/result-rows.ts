// The purchase-cost cards (the share of the price with the spec's one decimal) and the summary list.
import type { PurchaseCostsResult } from '../../../core/tax/purchase-costs';
import { resultRow as row, type ResultRow } from '../../components/ui/ResultGrid';
import { formatEuros } from '../../../core/format';
import { expenseShare } from './breakdown';
import { priceOf } from './financing';
import { RESULT_TEXT as T } from './result-text';

type Rows = readonly ResultRow<PurchaseCostsResult>[];

/** A loan above the price makes the engine's 'aportar 0 €' meaningless: the field is to change. */
const loanAbovePrice = (r: PurchaseCostsResult) => r.loanAmount > priceOf(r);

export const PURCHASE_COSTS_RESULT_ROWS: Rows = [
  row('totalCosts', T.totalCosts, (r) => r.totalCosts, 'euros', { headline: true }),
  row('expenseShare', T.expenseShare, expenseShare, 'percentOne'),
  row('totalWithProperty', T.totalWithProperty, (r) => r.totalWithProperty, 'euros'),
  row('cashNeeded', T.cashNeeded, (r) => (loanAbovePrice(r) ? null : r.cashNeeded), 'euros', {
    hint: (r) =>
      loanAbovePrice(r)
        ? T.loanAbovePrice(formatEuros(r.loanAmount), formatEuros(priceOf(r)))
        : T.cashNeededHint,
    missing: T.cashNeededUnknown,
  }),
];

export const PURCHASE_COSTS_GROUP_ROWS: Rows = [
  row('breakdown.taxes', T.taxes, (r) => r.breakdown.taxes, 'euros'),
  row('breakdown.officialFees', T.officialFees, (r) => r.breakdown.officialFees, 'euros'),
  row('breakdown.otherCosts', T.otherCosts, (r) => r.breakdown.otherCosts, 'euros'),
  row('taxBase', T.taxBase, (r) => r.taxBase, 'euros'),
  row('loanAmount', T.loanAmount, (r) => r.loanAmount, 'euros'),
];
