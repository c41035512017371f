// Principal and interest paid each year as stacked SVG bars, with a euro y-axis and a text alternative.
import * as React from 'react';
import EuroGrid from '../../components/ui/EuroGrid';
import { useId } from 'react';
import type { ScheduleRow } from '../../../core/tools/mortgage/schedule';
import { formatEuros } from '../../../core/format';
import { CHART_TEXT as TEXT } from './results-text';
/**
 * A narrow drawing (360 units) so that at 390 px the labels are drawn near 11 px;
 * the stylesheet caps the width on desktop so they never grow past about 17 px.
 */
export const WIDTH = 360;
export const HEIGHT = 210;
export const LEFT = 66;
export const BOTTOM = 22;
export const TOP = 8;
const TICKS = 4;

/** A round step for about four gridlines: 1, 2, 2.5 or 5 times a power of ten. */
export function niceStep(max: number, ticks = TICKS): number {
  const raw = max / ticks;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((candidate) => candidate >= raw);
  return step ?? 10 * power;
}

export default function AmortizationChart({ years }: { years: readonly ScheduleRow[] }) {
  const baseId = useId();
  const first = years[0];
  const last = years[years.length - 1];
  if (!first || !last) return null;
  const top = Math.max(...years.map((year) => year.interest + year.principal), 1);
  const step = niceStep(top);
  const max = Math.ceil(top / step) * step;
  const plotWidth = WIDTH - LEFT;
  const plotHeight = HEIGHT - BOTTOM - TOP;
  const slot = plotWidth / years.length;
  const bar = Math.max(1, slot * 0.72);
  const base = TOP + plotHeight;
  const scale = (value: number) => (value / max) * plotHeight;
  const ticks = Array.from({ length: Math.round(max / step) + 1 }, (_, index) => index * step);
  const middle = years[Math.floor((years.length - 1) / 2)];
  const xLabels = [first, middle, last].filter(
    (year, index, all): year is ScheduleRow =>
      year !== undefined && all.findIndex((other) => other?.period === year.period) === index,
  );
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
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${baseId}-title`}
        aria-describedby={`${baseId}-desc`}
      >
        <EuroGrid ticks={ticks} y={(tick) => base - scale(tick)} left={LEFT} width={WIDTH} />
        {years.map((year, index) => {
          const x = LEFT + index * slot + (slot - bar) / 2;
          const principal = scale(year.principal);
          const interest = scale(year.interest);
          return (
            <g key={year.period}>
              <rect
                className="chart-principal"
                x={x}
                y={base - principal}
                width={bar}
                height={principal}
              />
              <rect
                className="chart-interest"
                x={x}
                y={base - principal - interest}
                width={bar}
                height={interest}
              />
            </g>
          );
        })}
        <line x1={LEFT} y1={base} x2={WIDTH} y2={base} stroke="currentColor" />
        {xLabels.map((year, index) => (
          <text
            key={year.period}
            className="chart-axis"
            x={
              index === 0
                ? LEFT
                : index === xLabels.length - 1
                  ? WIDTH
                  : LEFT + (years.indexOf(year) + 0.5) * slot
            }
            y={HEIGHT - 4}
            fontSize={12.5}
            textAnchor={index === 0 ? 'start' : index === xLabels.length - 1 ? 'end' : 'middle'}
          >
            {TEXT.year(year.period)}
          </text>
        ))}
      </svg>
      <p id={`${baseId}-desc`} className="amortization-chart__desc">
        {description}
      </p>
    </figure>
  );
}
