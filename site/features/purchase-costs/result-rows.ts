// The purchase-costs figures: the cards in the order the page shows them, and the summary by kind of
// cost with the tax base and the loan considered.
import type { PurchaseCostsResult } from '../../../core/tax/purchase-costs';
import type { ResultRow } from '../../components/ui/ResultGrid';
import { expenseShare } from './breakdown';
import { RESULT_TEXT as T } from './result-text';

export const PURCHASE_COSTS_RESULT_ROWS: readonly ResultRow<PurchaseCostsResult>[] = [
  {
    field: 'totalCosts',
    label: T.totalCosts,
    value: (r) => r.totalCosts,
    format: 'euros',
    headline: true,
  },
  // The spec writes this share with one decimal.
  { field: 'expenseShare', label: T.expenseShare, value: expenseShare, format: 'percentOne' },
  {
    field: 'totalWithProperty',
    label: T.totalWithProperty,
    value: (r) => r.totalWithProperty,
    format: 'euros',
  },
  {
    field: 'cashNeeded',
    label: T.cashNeeded,
    value: (r) => r.cashNeeded,
    format: 'euros',
    hint: T.cashNeededHint,
  },
];

export const PURCHASE_COSTS_GROUP_ROWS: readonly ResultRow<PurchaseCostsResult>[] = [
  {
    field: 'breakdown.taxes',
    label: T.taxes,
    value: (r) => r.breakdown.taxes,
    format: 'euros',
  },
  {
    field: 'breakdown.officialFees',
    label: T.officialFees,
    value: (r) => r.breakdown.officialFees,
    format: 'euros',
  },
  {
    field: 'breakdown.otherCosts',
    label: T.otherCosts,
    value: (r) => r.breakdown.otherCosts,
    format: 'euros',
  },
  { field: 'taxBase', label: T.taxBase, value: (r) => r.taxBase, format: 'euros' },
  { field: 'loanAmount', label: T.loanAmount, value: (r) => r.loanAmount, format: 'euros' },
];
