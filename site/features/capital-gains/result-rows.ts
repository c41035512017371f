// The capital-gains figures of a sale, in the order the page shows them; a loss renames its card.
import { formatPercent } from '../../../core/format';
import type { CapitalGainsResult } from '../../../core/tax/capital-gains';
import type { ResultTone } from '../../components/ui/ResultCard';
import type { ResultRow } from '../../components/ui/ResultGrid';
import { CG_RESULTS_TEXT as T } from './results-text';

const sign = (value: number): ResultTone => (value >= 0 ? 'positive' : 'negative');
const loss = (r: CapitalGainsResult) => r.netProfit < 0;

export const CG_RESULT_ROWS: readonly ResultRow<CapitalGainsResult>[] = [
  {
    field: 'capitalGainsTax',
    label: T.capitalGainsTax,
    value: (r) => r.capitalGainsTax,
    format: 'euros',
    hint: (r) => T.effectiveRate(formatPercent(r.effectiveRate)),
    headline: true,
  },
  {
    field: 'grossProfit',
    label: T.grossProfit,
    value: (r) => r.grossProfit,
    format: 'euros',
    hint: T.grossProfitHint,
  },
  {
    field: 'netProfit',
    label: (r) => (loss(r) ? T.netLoss : T.netProfit),
    value: (r) => r.netProfit,
    format: 'euros',
    hint: (r) => (loss(r) ? T.netLossHint : T.netProfitHint),
    tone: (r) => sign(r.netProfit),
  },
  {
    field: 'netProfitAfterTax',
    label: T.netProfitAfterTax,
    value: (r) => r.netProfitAfterTax,
    format: 'euros',
    tone: (r) => sign(r.netProfitAfterTax),
  },
  {
    field: 'annualizedReturn',
    label: T.annualizedReturn,
    value: (r) => r.annualizedReturn,
    format: 'percent',
    hint: T.annualizedReturnHint,
    tone: (r) => sign(r.annualizedReturn),
  },
  {
    field: 'exemptGain',
    label: T.exemptGain,
    value: (r) => r.exemptGain,
    format: 'euros',
    when: (r) => r.exemptGain > 0,
  },
];
