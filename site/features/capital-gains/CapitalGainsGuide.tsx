// Explanatory content on the IRPF of a sale, with the savings scale and example taken from the engine.
import * as React from 'react';
import { useReadyMark } from '../../lib/ready-mark';
import { formatEuros } from '../../../core/format';
import { CAPITAL_GAINS_DEFAULTS } from '../../../core/tools/capital-gains/fields';
import { calculateCapitalGains } from '../../../core/tax/capital-gains';
import { IRPF_SAVINGS_SCALE } from '../../../core/tax/irpf-savings-scale';
import { eur, pct } from '../../../core/tax/text';
import Table from '../../components/ui/Table';
import { CG_GUIDE as T } from './guide-text';

function trancheLabel(from: number, to: number | null): string {
  if (to === null) return T.above(eur(from));
  return from === 0 ? T.upTo(eur(to)) : T.between(eur(from), eur(to));
}

export default function CapitalGainsGuide() {
  const readyRef = React.useRef<HTMLElement>(null);
  useReadyMark(readyRef);
  const brackets = IRPF_SAVINGS_SCALE.brackets;
  const top = brackets[brackets.length - 1]?.rate ?? 0;
  const threshold = brackets[brackets.length - 2]?.upTo ?? 0;
  const input = CAPITAL_GAINS_DEFAULTS;
  const example = calculateCapitalGains(input);
  return (
    <section ref={readyRef} className="stack tax-guide">
      <h2>{T.title}</h2>
      <p>{T.gain}</p>
      <p>{T.rented}</p>
      <h3>{T.scaleTitle}</h3>
      <p>{T.scale(eur(threshold), pct(top))}</p>
      <Table caption={T.scaleCaption}>
        <thead>
          <tr>
            <th scope="col">{T.tranche}</th>
            <th scope="col">{T.rate}</th>
          </tr>
        </thead>
        <tbody>
          {brackets.map((bracket, index) => (
            <tr key={bracket.rate}>
              <th scope="row">{trancheLabel(brackets[index - 1]?.upTo ?? 0, bracket.upTo)}</th>
              <td className="num">{pct(bracket.rate)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <p>
        {T.example(
          {
            buy: eur(input.purchasePrice),
            buyCosts: eur(input.purchaseExpenses),
            works: eur(input.improvementCosts),
            sell: eur(input.salePrice),
            sellCosts: eur(input.saleExpenses),
          },
          formatEuros(example.netProfit),
          formatEuros(example.capitalGainsTax),
          formatEuros(example.netProfitAfterTax),
        )}
      </p>
      <h3>{T.exemptTitle}</h3>
      <ul>
        {T.exempt.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>{T.nonResident}</p>
    </section>
  );
}
