// A municipal plusvalía worked example by both methods, computed with core at build time.
import * as React from 'react';
import { useReadyMark } from '../../lib/ready-mark';
import { formatEuros, formatNumber, formatPercent } from '../../../core/format';
import type { PlusvaliaExample as PlusvaliaExampleData } from '../../../content/sanity.types';
import { plusvaliaWorkedExample } from '../../../content/worked-examples';

export function PlusvaliaExample({ example }: { example: PlusvaliaExampleData }) {
  const readyRef = React.useRef<HTMLDivElement>(null);
  useReadyMark(readyRef);
  const r = plusvaliaWorkedExample(example);
  const rate = formatPercent(r.rate, 0);
  const cheaper = r.method === 'real' ? 'real' : 'objetivo';
  return (
    <div ref={readyRef} className="card worked-example">
      <h3>Plusvalía municipal en {example.city}</h3>
      <ul>
        <li>
          Compra: {formatEuros(example.purchasePrice)}; venta: {formatEuros(example.salePrice)},{' '}
          {example.yearsHeld} años después.
        </li>
        <li>
          Valor catastral del suelo: {formatEuros(example.landCadastralValue)} de{' '}
          {formatEuros(example.totalCadastralValue)} en total. Tipo municipal: {rate}.
        </li>
      </ul>
      <p>
        <strong>Método objetivo:</strong> {formatEuros(r.objective.landValue)} ×{' '}
        {formatNumber(r.objective.coefficient, 2)} = {formatEuros(r.objective.base)} de base ×{' '}
        {rate} = <strong>{formatEuros(r.objective.quota)}</strong>
      </p>
      <p>
        <strong>Método real:</strong> {formatEuros(r.real.gain)} de ganancia ×{' '}
        {formatPercent(r.real.landShare * 100, 0)} de suelo = {formatEuros(r.real.base)} × {rate} ={' '}
        <strong>{formatEuros(r.real.quota)}</strong>
      </p>
      <p className="worked-example__result">
        Se paga el método {cheaper}:{' '}
        <strong data-figure="plusvalia-tax">{formatEuros(r.tax)}</strong>
      </p>
    </div>
  );
}
