// A rental-yield worked example: the inputs from the content, the results from core at build time.
import * as React from 'react';
import { useReadyMark } from '../../lib/ready-mark';
import { formatEuros, formatPercent } from '../../../core/format';
import type { YieldExample as YieldExampleData } from '../../../content/sanity.types';
import { yieldWorkedExample } from '../../../content/worked-examples';

export function YieldExample({ example }: { example: YieldExampleData }) {
  const readyRef = React.useRef<HTMLDivElement>(null);
  useReadyMark(readyRef);
  const r = yieldWorkedExample(example);
  return (
    <div ref={readyRef} className="card worked-example">
      {example.title && <h3>{example.title}</h3>}
      <table className="worked-example__table">
        <tbody>
          <tr>
            <th scope="row">Precio de compra</th>
            <td>{formatEuros(r.purchasePrice)}</td>
          </tr>
          {r.purchaseCosts > 0 && (
            <tr>
              <th scope="row">
                Gastos de compra ({formatPercent(example.purchaseCostsPercent, 0)})
              </th>
              <td>{formatEuros(r.purchaseCosts)}</td>
            </tr>
          )}
          <tr>
            <th scope="row">Alquiler anual ({formatEuros(example.monthlyRent)} × 12)</th>
            <td>{formatEuros(r.annualRent)}</td>
          </tr>
          {example.annualExpenses.map((line) => (
            <tr key={line._key}>
              <th scope="row">− {line.concept}</th>
              <td>{formatEuros(line.amount)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">Gastos anuales</th>
            <td>{formatEuros(r.annualExpenses)}</td>
          </tr>
        </tbody>
      </table>
      <p>
        <strong>Rentabilidad bruta:</strong> {formatEuros(r.annualRent)} ÷{' '}
        {formatEuros(r.purchasePrice)} × 100 ={' '}
        <strong data-figure="gross-yield">{formatPercent(r.grossYield, 1)}</strong>
      </p>
      <p>
        <strong>Rentabilidad neta:</strong> ({formatEuros(r.annualRent)} −{' '}
        {formatEuros(r.annualExpenses)}) ÷ {formatEuros(r.totalInvestment)} × 100 ={' '}
        <strong data-figure="net-yield">
          {formatPercent(r.netYield, r.purchaseCosts > 0 ? 1 : 2)}
        </strong>
      </p>
    </div>
  );
}
