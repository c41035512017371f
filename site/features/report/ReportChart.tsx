// The PDF report's drawn parts: the bars per year and the yearly table.
import * as React from 'react';
import { Rect, Svg, Text, View } from '@react-pdf/renderer';
import { formatEuros } from '../../../core/format';
import { pdfText as t, type ReportChart, type ReportTable } from './report-model';
import { INK, s } from './report-styles';

/** Bars per year (stacked for two series) as vector shapes, with the scale and the legend. */
export function Chart({ chart }: { chart: ReportChart }) {
  const width = 460;
  const height = 140;
  const n = chart.years.length;
  const totals = chart.years.map((_, i) =>
    chart.series.reduce((sum, x) => sum + (x.values[i] ?? 0), 0),
  );
  const low = Math.min(0, ...totals, ...chart.series.flatMap((x) => x.values));
  const high = Math.max(0, ...totals);
  const span = high - low || 1;
  const y = (value: number) => ((high - value) / span) * height;
  const slot = width / Math.max(n, 1);
  const bar = Math.max(1, slot * 0.7);
  const bars: React.ReactNode[] = [];
  chart.years.forEach((_, i) => {
    let up = 0;
    let down = 0;
    chart.series.forEach((series, k) => {
      const value = series.values[i] ?? 0;
      const from = value >= 0 ? up : down;
      const to = from + value;
      if (value >= 0) up = to;
      else down = to;
      const top = y(Math.max(from, to));
      bars.push(
        <Rect
          key={`${i}-${k}`}
          x={i * slot + (slot - bar) / 2}
          y={top}
          width={bar}
          height={Math.max(0.5, y(Math.min(from, to)) - top)}
          fill={series.color}
        />,
      );
    });
  });
  const labelled = [
    ...new Set([chart.years[0], chart.years[Math.floor((n - 1) / 2)], chart.years.at(-1)]),
  ];
  return (
    <View wrap={false} style={{ marginBottom: 12 }}>
      <Text style={s.h3}>{t(chart.title)}</Text>
      <View style={s.legend}>
        {chart.series.map((series) => (
          <View key={series.label} style={{ flexDirection: 'row', marginRight: 12 }}>
            <View style={[s.swatch, { backgroundColor: series.color }]} />
            <Text style={{ fontSize: 8 }}>{t(series.label)}</Text>
          </View>
        ))}
      </View>
      <View style={{ flexDirection: 'row' }}>
        <View style={{ width: 60, height, justifyContent: 'space-between', paddingRight: 4 }}>
          <Text style={{ fontSize: 8, textAlign: 'right' }}>{formatEuros(high)}</Text>
          {low < 0 && high > 0 && (
            <Text style={{ fontSize: 8, textAlign: 'right' }}>{formatEuros(0)}</Text>
          )}
          <Text style={{ fontSize: 8, textAlign: 'right' }}>{formatEuros(low)}</Text>
        </View>
        <Svg width={width} height={height}>
          <Rect x={0} y={y(0)} width={width} height={0.5} fill={INK} />
          {bars}
        </Svg>
      </View>
      <View
        style={{ flexDirection: 'row', marginLeft: 60, width, justifyContent: 'space-between' }}
      >
        {labelled.map((year) => (
          <Text key={year} style={{ fontSize: 8 }}>{`Año ${year}`}</Text>
        ))}
      </View>
    </View>
  );
}

export function Table({ table }: { table: ReportTable }) {
  return (
    <View>
      <Text style={s.h2}>{t(table.title)}</Text>
      <Text style={[s.note, { marginBottom: 4 }]}>{t(table.caption)}</Text>
      <View style={s.tableHead} fixed>
        {table.columns.map((column, i) => (
          <Text
            key={i}
            style={[s.cell, s.headCell, i === 0 ? { flex: 0.6, textAlign: 'left' } : {}]}
          >
            {t(column)}
          </Text>
        ))}
      </View>
      {table.rows.map((row, r) => (
        <View
          key={r}
          style={[s.tableRow, r % 2 ? { backgroundColor: '#f6f8fa' } : {}]}
          wrap={false}
        >
          {row.map((cell, i) => (
            <Text key={i} style={[s.cell, i === 0 ? { flex: 0.6, textAlign: 'left' } : {}]}>
              {t(cell)}
            </Text>
          ))}
        </View>
      ))}
    </View>
  );
}
