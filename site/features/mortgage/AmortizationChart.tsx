// Principal and interest paid each year as stacked SVG bars, with a text alternative.
import * as React from 'react';
import { useId } from 'react';
import type { AmortizationRow } from '../../../core/tools/mortgage/amortization';
import { formatEuros } from '../../../core/format';
import { MORTGAGE_TEXT } from './text';

const TEXT = MORTGAGE_TEXT.chart;
const WIDTH = 600;
const HEIGHT = 240;
const AXIS = 20;

export default function AmortizationChart({ years }: { years: readonly AmortizationRow[] }) {
  const baseId = useId();
  const first = years[0];
  const last = years[years.length - 1];
  if (!first || !last) return null;
  const max = Math.max(...years.map((year) => year.interest + year.principal), 1);
  const slot = WIDTH / years.length;
  const bar = Math.max(1, slot * 0.8);
  const plot = HEIGHT - AXIS;
  const scale = (value: number) => (value / max) * plot;
  const description = TEXT.describe(
    { interest: formatEuros(first.interest), principal: formatEuros(first.principal) },
    {
      year: last.period,
      interest: formatEuros(last.interest),
      principal: formatEuros(last.principal),
    },
  );
  return (
    <figure className="card amortization-chart">
      <figcaption id={`${baseId}-title`}>
        <strong>{TEXT.title}</strong>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${baseId}-title`}
        aria-describedby={`${baseId}-desc`}
      >
        {years.map((year, index) => {
          const x = index * slot + (slot - bar) / 2;
          const principal = scale(year.principal);
          const interest = scale(year.interest);
          return (
            <g key={year.period}>
              <rect
                className="chart-principal"
                x={x}
                y={plot - principal}
                width={bar}
                height={principal}
              />
              <rect
                className="chart-interest"
                x={x}
                y={plot - principal - interest}
                width={bar}
                height={interest}
              />
            </g>
          );
        })}
        <line x1={0} y1={plot} x2={WIDTH} y2={plot} stroke="currentColor" />
        <text x={0} y={HEIGHT - 4} fontSize={12} fill="currentColor">
          {MORTGAGE_TEXT.table.year(first.period)}
        </text>
        <text x={WIDTH} y={HEIGHT - 4} fontSize={12} fill="currentColor" textAnchor="end">
          {MORTGAGE_TEXT.table.year(last.period)}
        </text>
      </svg>
      <ul className="chart-legend" aria-hidden="true">
        <li>
          <span className="chart-legend__swatch chart-principal" />
          {TEXT.principal}
        </li>
        <li>
          <span className="chart-legend__swatch chart-interest" />
          {TEXT.interest}
        </li>
      </ul>
      <p id={`${baseId}-desc`} className="amortization-chart__desc">
        {description}
      </p>
    </figure>
  );
}
