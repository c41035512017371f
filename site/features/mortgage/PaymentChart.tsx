// The monthly payment over the loan as an SVG step line: each rate review that changes it is a
// step with a dot, and the text alternative lists the changes.
import * as React from 'react';
import EuroGrid from '../../components/ui/EuroGrid';
import { useId } from 'react';
import { formatEurosCents, formatPercent } from '../../../core/format';
import type { LoanSchedule } from '../../../core/tools/mortgage/index';
import { BOTTOM, HEIGHT, LEFT, TOP, WIDTH, niceStep } from './AmortizationChart';
import { CHART_TEXT as TEXT } from './results-text';

export default function PaymentChart({ schedule }: { schedule: LoanSchedule }) {
  const baseId = useId();
  const months = schedule.months.length;
  if (months === 0) return null;
  // The instalment in force from each reset to the next (the last month's rounding is left out).
  const steps = schedule.resets.map((reset, index) => ({
    ...reset,
    end: (schedule.resets[index + 1]?.month ?? months + 1) - 1,
  }));
  const top = Math.max(...steps.map((step) => step.payment), 1);
  const stepSize = niceStep(top);
  const max = Math.ceil((top * 1.1) / stepSize) * stepSize;
  const plotWidth = WIDTH - LEFT;
  const plotHeight = HEIGHT - BOTTOM - TOP;
  const base = TOP + plotHeight;
  const x = (month: number) => LEFT + ((month - 1) / months) * plotWidth;
  const y = (value: number) => base - (value / max) * plotHeight;
  const ticks = Array.from({ length: Math.round(max / stepSize) + 1 }, (_, i) => i * stepSize);
  const path = steps
    .map(
      (step, index) =>
        `${index === 0 ? 'M' : 'L'}${x(step.month)},${y(step.payment)} H${x(step.end + 1)}`,
    )
    .join(' ');
  const years = Math.ceil(months / 12);
  const description =
    steps.length > 1
      ? TEXT.paymentDescribe(
          steps
            .map((step) =>
              TEXT.reset(step.year, formatEurosCents(step.payment), formatPercent(step.rate, 3)),
            )
            .join('; '),
        )
      : TEXT.paymentFlat(formatEurosCents(steps[0]?.payment ?? 0));
  return (
    <figure className="card amortization-chart">
      <figcaption id={`${baseId}-title`}>
        <strong>{TEXT.paymentTitle}</strong>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${baseId}-title`}
        aria-describedby={`${baseId}-desc`}
      >
        <EuroGrid ticks={ticks} y={y} left={LEFT} width={WIDTH} />
        <path className="chart-line" d={path} fill="none" />
        {steps.map((step) => (
          <circle
            key={step.month}
            className="chart-dot"
            cx={x(step.month)}
            cy={y(step.payment)}
            r={3.5}
          />
        ))}
        <line x1={LEFT} y1={base} x2={WIDTH} y2={base} stroke="currentColor" />
        <text className="chart-axis" x={LEFT} y={HEIGHT - 4} fontSize={12.5}>
          {TEXT.year(1)}
        </text>
        <text className="chart-axis" x={WIDTH} y={HEIGHT - 4} fontSize={12.5} textAnchor="end">
          {TEXT.year(years)}
        </text>
      </svg>
      <p id={`${baseId}-desc`} className="amortization-chart__desc">
        {description}
      </p>
    </figure>
  );
}
