// The horizontal grid of an SVG chart with its euro labels on the left: one look for every chart.
import * as React from 'react';
import { formatEuros } from '../../../core/format';

/**
 * One grid line per tick from `left` to `width`, labelled in Spanish euros at the line's height
 * (`y` turns a value into the chart's vertical coordinate).
 */
export default function EuroGrid({
  ticks,
  y,
  left,
  width,
  fontSize = 12.5,
}: {
  ticks: readonly number[];
  y: (value: number) => number;
  left: number;
  width: number;
  fontSize?: number;
}) {
  return (
    <>
      {ticks.map((tick) => (
        <g key={tick}>
          <line className="chart-grid" x1={left} y1={y(tick)} x2={width} y2={y(tick)} />
          <text
            className="chart-axis"
            x={left - 6}
            y={y(tick) + 4}
            textAnchor="end"
            fontSize={fontSize}
          >
            {formatEuros(tick)}
          </text>
        </g>
      ))}
    </>
  );
}
