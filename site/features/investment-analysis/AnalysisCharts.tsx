// Two SVG charts with text alternatives: cash flow after tax by year, and the equity built up (value of the flat less the loan).
import * as React from 'react';
import EuroGrid from '../../components/ui/EuroGrid';
import { useId } from 'react';
import { formatEuros } from '../../../core/format';
import type { AnalysisYear } from '../../../core/tools/investment-analysis';

const WIDTH = 360;
const HEIGHT = 200;
const LEFT = 76;
const TOP = 10;
const BOTTOM = 22;

/** A round step for about four gridlines: 1, 2, 2.5 or 5 times a power of ten. */
export function chartStep(span: number): number {
  const raw = Math.max(span, 1) / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 2.5, 5, 10].map((m) => m * power).find((c) => c >= raw) ?? 10 * power;
}

interface Series {
  key: string;
  className: string;
  label: string;
  values: readonly number[];
}

/** Bars per year, stacked when there are two series; a scale from the lowest to the highest total. */
function BarChart({
  title,
  description,
  years,
  series,
}: {
  title: string;
  description: string;
  years: readonly number[];
  series: readonly Series[];
}) {
  const id = useId();
  const totals = years.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  const low = Math.min(0, ...totals, ...series.flatMap((s) => s.values));
  const high = Math.max(0, ...totals);
  const step = chartStep(high - low);
  const min = Math.floor(low / step) * step;
  const max = Math.max(Math.ceil(high / step) * step, min + step);
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const y = (value: number) => TOP + ((max - value) / (max - min)) * plotHeight;
  const slot = (WIDTH - LEFT) / Math.max(years.length, 1);
  const bar = Math.max(1, slot * 0.7);
  const ticks: number[] = [];
  for (let tick = min; tick <= max + step / 2; tick += step) ticks.push(tick);
  const labelled = [
    ...new Set([years[0], years[Math.floor((years.length - 1) / 2)], years.at(-1)]),
  ];
  return (
    <figure className="card analysis-chart">
      <figcaption id={`${id}-title`}>
        <strong>{title}</strong>
      </figcaption>
      {series.length > 1 && (
        <ul className="chart-legend" aria-hidden="true">
          {series.map((s) => (
            <li key={s.key}>
              <span className={`chart-legend__swatch ${s.className}`} />
              {s.label}
            </li>
          ))}
        </ul>
      )}
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
      >
        <EuroGrid ticks={ticks} y={y} left={LEFT} width={WIDTH} fontSize={12} />
        {years.map((year, i) => {
          const x = LEFT + i * slot + (slot - bar) / 2;
          let base = 0;
          return (
            <g key={year}>
              {series.map((s) => {
                const value = s.values[i] ?? 0;
                const from = base;
                base += value;
                const top = y(Math.max(from, base));
                const tone = value < 0 ? ' chart-negative' : '';
                return (
                  <rect
                    key={s.key}
                    className={`${s.className}${tone}`}
                    x={x}
                    y={top}
                    width={bar}
                    height={Math.abs(y(from) - y(base))}
                  />
                );
              })}
            </g>
          );
        })}
        <line x1={LEFT} y1={y(0)} x2={WIDTH} y2={y(0)} stroke="currentColor" />
        {labelled.map((year) => {
          if (year === undefined) return null;
          const i = years.indexOf(year);
          const last = i === years.length - 1 && i > 0;
          return (
            <text
              key={year}
              className="chart-axis"
              x={last ? WIDTH : LEFT + i * slot + slot / 2}
              y={HEIGHT - 4}
              textAnchor={last ? 'end' : 'middle'}
              fontSize={12}
            >
              {`Año ${year}`}
            </text>
          );
        })}
      </svg>
      <p id={`${id}-desc`} className="analysis-chart__desc">
        {description}
      </p>
    </figure>
  );
}

export default function AnalysisCharts({
  years,
  equity,
}: {
  years: readonly AnalysisYear[];
  equity: number;
}) {
  const first = years[0];
  const last = years.at(-1);
  if (!first || !last) return null;
  const numbers = years.map((row) => row.year);
  const negative = years.filter((row) => row.cashFlow < 0).length;
  const cashDescription = `Flujo de caja después de impuestos, sin la venta: ${formatEuros(first.cashFlow)} el año 1 y ${formatEuros(last.cashFlow)} el año ${last.year}; ${negative === 0 ? 'ningún año' : negative === 1 ? 'un año' : `${negative} años`} en negativo. La venta del año ${last.year} suma ${formatEuros(last.saleProceeds)}.`;
  const equityDescription = `Patrimonio neto (valor del piso menos préstamo pendiente): aportas ${formatEuros(equity)}; ${formatEuros(first.equity)} al final del año 1 y ${formatEuros(last.equity)} al final del año ${last.year}, con un préstamo pendiente de ${formatEuros(last.outstandingLoan)}.`;
  return (
    <div className="analysis-charts">
      <BarChart
        title="Flujo de caja por año"
        description={cashDescription}
        years={numbers}
        series={[
          {
            key: 'cash',
            className: 'chart-cash',
            label: 'Flujo de caja',
            values: years.map((row) => row.cashFlow),
          },
        ]}
      />
      <BarChart
        title="Cómo crece tu patrimonio"
        description={equityDescription}
        years={numbers}
        series={[
          {
            key: 'equity',
            className: 'chart-equity',
            label: 'Patrimonio neto',
            values: years.map((row) => row.equity),
          },
          {
            key: 'loan',
            className: 'chart-loan',
            label: 'Préstamo pendiente',
            values: years.map((row) => row.outstandingLoan),
          },
        ]}
      />
    </div>
  );
}
