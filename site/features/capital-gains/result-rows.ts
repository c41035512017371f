// The capital-gains figures of a sale, in the order the page shows them; a loss renames its card.
import { formatPercent } from '../../../core/format';
import type { CapitalGainsResult } from '../../../core/tax/capital-gains';
import type { ResultTone } from '../../components/ui/ResultCard';
import { resultRow as row, type ResultRow } from '../../components/ui/ResultGrid';
import { CG_RESULTS_TEXT as T } from './results-text';

const sign = (value: number): ResultTone => (value >= 0 ? 'positive' : 'negative');
const loss = (r: CapitalGainsResult) => r.netProfit < 0;

export const CG_RESULT_ROWS: readonly ResultRow<CapitalGainsResult>[] = [
  row('capitalGainsTax', T.capitalGainsTax, (r) => r.capitalGainsTax, 'euros', {
    hint: (r) => T.effectiveRate(formatPercent(r.effectiveRate)),
    headline: true,
  }),
  row('grossProfit', T.grossProfit, (r) => r.grossProfit, 'euros', { hint: T.grossProfitHint }),
  row(
    'netProfit',
    (r) => (loss(r) ? T.netLoss : T.netProfit),
    (r) => r.netProfit,
    'euros',
    {
      hint: (r) => (loss(r) ? T.netLossHint : T.netProfitHint),
      tone: (r) => sign(r.netProfit),
    },
  ),
  row('netProfitAfterTax', T.netProfitAfterTax, (r) => r.netProfitAfterTax, 'euros', {
    tone: (r) => sign(r.netProfitAfterTax),
  }),
  row('annualizedReturn', T.annualizedReturn, (r) => r.annualizedReturn, 'percent', {
    hint: T.annualizedReturnHint,
    tone: (r) => sign(r.annualizedReturn),
  }),
  row('exemptGain', T.exemptGain, (r) => r.exemptGain, 'euros', { when: (r) => r.exemptGain > 0 }),
];
