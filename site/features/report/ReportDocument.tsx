// The PDF report drawn with @react-pdf/renderer (loaded only when someone downloads it): page 1 the
// summary with its link and QR code, then the inputs, details, charts, the yearly table and the rules.
import * as React from 'react';
import {
  Document,
  Font,
  Link,
  Page,
  Path,
  Rect,
  StyleSheet,
  Svg,
  Text,
  View,
} from '@react-pdf/renderer';
import { SITE } from '../../../core/site';
import { formatEuros } from '../../../core/format';
import { qrPath } from './qr';
import {
  REPORT_TEXT,
  pdfText as t,
  type Report,
  type ReportChart,
  type ReportSection,
  type ReportTable,
} from './report-model';

// Spanish words wrap at spaces, never split with a hyphen (figures and the link stay whole).
Font.registerHyphenationCallback((word) => [word]);

const INK = '#1c2630';
const MUTED = '#52606d';
const RULE = '#d5dbe1';

const s = StyleSheet.create({
  page: { padding: 36, paddingBottom: 48, fontSize: 10, color: INK, fontFamily: 'Helvetica' },
  brandRow: {
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'flex-end',
    borderBottomWidth: 2,
    borderBottomColor: SITE.colors.mid,
    paddingBottom: 6,
    marginBottom: 12,
  },
  brand: { fontSize: 18, fontFamily: 'Helvetica-Bold', color: SITE.colors.dark },
  muted: { color: MUTED },
  title: { fontSize: 15, fontFamily: 'Helvetica-Bold', marginBottom: 4 },
  subject: { fontSize: 11, marginBottom: 10 },
  verdict: {
    borderLeftWidth: 3,
    borderLeftColor: SITE.colors.teal,
    backgroundColor: '#eef6f4',
    padding: 8,
    marginBottom: 10,
  },
  h2: { fontSize: 12, fontFamily: 'Helvetica-Bold', marginTop: 10, marginBottom: 6 },
  h3: { fontSize: 10.5, fontFamily: 'Helvetica-Bold', marginTop: 8, marginBottom: 4 },
  figures: { flexDirection: 'row', flexWrap: 'wrap', marginHorizontal: -4 },
  figure: { width: '50%', padding: 4 },
  figureBox: { borderWidth: 1, borderColor: RULE, borderRadius: 3, padding: 6, minHeight: 44 },
  headline: { width: '100%', padding: 4 },
  headlineValue: { fontSize: 20, fontFamily: 'Helvetica-Bold', color: SITE.colors.dark },
  value: { fontSize: 13, fontFamily: 'Helvetica-Bold' },
  note: { fontSize: 8, color: MUTED, marginTop: 2 },
  linkBlock: {
    flexDirection: 'row',
    borderWidth: 1,
    borderColor: RULE,
    borderRadius: 3,
    padding: 8,
    marginTop: 10,
    alignItems: 'center',
  },
  linkText: { fontFamily: 'Courier', fontSize: 8, color: SITE.colors.mid },
  disclaimer: {
    marginTop: 10,
    padding: 8,
    backgroundColor: '#f4f6f8',
    fontFamily: 'Helvetica-Bold',
    fontSize: 10,
  },
  row: {
    flexDirection: 'row',
    borderBottomWidth: 0.5,
    borderBottomColor: RULE,
    paddingVertical: 2.5,
  },
  rowLabel: { flex: 3, paddingRight: 8 },
  rowValue: { flex: 2, textAlign: 'right' },
  footer: {
    position: 'absolute',
    bottom: 20,
    left: 36,
    right: 36,
    fontSize: 8,
    color: MUTED,
    flexDirection: 'row',
    justifyContent: 'space-between',
  },
  tableHead: { flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: INK },
  tableRow: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: RULE },
  cell: { flex: 1, fontSize: 8, paddingVertical: 2, paddingHorizontal: 2, textAlign: 'right' },
  headCell: { fontFamily: 'Helvetica-Bold' },
  legend: { flexDirection: 'row', marginBottom: 4 },
  swatch: { width: 8, height: 8, marginRight: 4, marginTop: 1 },
  bullet: { flexDirection: 'row', marginBottom: 3 },
});

/** Brand, date and page numbers on every page, with the disclaimer. */
function Footer({ report }: { report: Report }) {
  return (
    <View style={s.footer} fixed>
      <Text>{t(`${report.brand} · ${report.title} · ${report.date}`)}</Text>
      <Text render={({ pageNumber, totalPages }) => REPORT_TEXT.page(pageNumber, totalPages)} />
    </View>
  );
}

function Qr({ link, size }: { link: string; size: number }) {
  const qr = qrPath(link);
  const quiet = 2;
  const side = qr.size + quiet * 2;
  return (
    <Svg width={size} height={size} viewBox={`${-quiet} ${-quiet} ${side} ${side}`}>
      <Rect x={-quiet} y={-quiet} width={side} height={side} fill="#ffffff" />
      <Path d={qr.d} fill="#000000" />
    </Svg>
  );
}

/** The link in lines of fixed width, so it wraps without hyphens and reads back whole. */
function LinkLines({ link }: { link: string }) {
  const lines = link.match(/.{1,72}/g) ?? [link];
  return (
    <Link src={link} style={s.linkText}>
      {lines.map((line, i) => (
        <Text key={i}>{line}</Text>
      ))}
    </Link>
  );
}

function Rows({ section }: { section: ReportSection }) {
  return (
    <View>
      <Text style={s.h3}>{t(section.title)}</Text>
      {section.rows.map((row, i) => (
        <View key={i} style={s.row} wrap={false}>
          <Text style={s.rowLabel}>{t(row.label)}</Text>
          <Text style={s.rowValue}>{t(row.value)}</Text>
        </View>
      ))}
    </View>
  );
}

/** Bars per year (stacked for two series) as vector shapes, with the scale and the legend. */
function Chart({ chart }: { chart: ReportChart }) {
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

function Table({ table }: { table: ReportTable }) {
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

export default function ReportDocument({ report }: { report: Report }) {
  const [headline, ...figures] = report.figures;
  return (
    <Document title={t(`${report.title} · ${report.brand}`)} author={report.brand} language="es-ES">
      <Page size="A4" style={s.page}>
        <View style={s.brandRow}>
          <Text style={s.brand}>{report.brand}</Text>
          <Text style={s.muted}>{t(REPORT_TEXT.date(report.date))}</Text>
        </View>
        <Text style={s.title}>{t(report.title)}</Text>
        <Text style={s.subject}>{t(report.subject)}</Text>
        {report.verdict && (
          <View style={s.verdict}>
            <Text style={{ fontFamily: 'Helvetica-Bold' }}>{REPORT_TEXT.verdict}</Text>
            <Text>{t(report.verdict)}</Text>
          </View>
        )}
        <Text style={s.h2}>{REPORT_TEXT.keyFigures}</Text>
        <View style={s.figures}>
          {headline && (
            <View style={s.headline}>
              <View style={s.figureBox}>
                <Text>{t(headline.label)}</Text>
                <Text style={s.headlineValue}>{t(headline.value)}</Text>
                {headline.note && <Text style={s.note}>{t(headline.note)}</Text>}
              </View>
            </View>
          )}
          {figures.map((figure) => (
            <View key={figure.label} style={s.figure}>
              <View style={s.figureBox}>
                <Text style={{ fontSize: 9 }}>{t(figure.label)}</Text>
                <Text style={s.value}>{t(figure.value)}</Text>
                {figure.note && <Text style={s.note}>{t(figure.note)}</Text>}
              </View>
            </View>
          ))}
        </View>
        <View style={s.linkBlock} wrap={false}>
          <View style={{ flex: 1, paddingRight: 8 }}>
            <Text style={{ marginBottom: 4 }}>{REPORT_TEXT.linkLabel}</Text>
            <LinkLines link={report.link} />
            <Text style={[s.note, { marginTop: 4 }]}>{REPORT_TEXT.qrLabel}</Text>
          </View>
          <Qr link={report.link} size={84} />
        </View>
        <Text style={s.disclaimer}>{REPORT_TEXT.disclaimer}</Text>
        <Footer report={report} />
      </Page>
      <Page size="A4" style={s.page}>
        <Text style={s.h2}>{REPORT_TEXT.inputs}</Text>
        {report.inputs.map((section) => (
          <Rows key={section.title} section={section} />
        ))}
        {report.details.map((section) => (
          <Rows key={section.title} section={section} />
        ))}
        {report.charts.length > 0 && <View style={{ height: 8 }} />}
        {report.charts.map((chart) => (
          <Chart key={chart.title} chart={chart} />
        ))}
        <Footer report={report} />
      </Page>
      {report.tables.map((table) => (
        <Page
          key={table.title}
          size="A4"
          orientation={table.columns.length > 7 ? 'landscape' : 'portrait'}
          style={s.page}
        >
          <Table table={table} />
          <Footer report={report} />
        </Page>
      ))}
      <Page size="A4" style={s.page}>
        <Text style={s.h2}>{REPORT_TEXT.rules}</Text>
        {report.rules.map((rule) => (
          <View key={rule} style={s.bullet} wrap={false}>
            <Text style={{ width: 10 }}>•</Text>
            <Text style={{ flex: 1 }}>{t(rule)}</Text>
          </View>
        ))}
        {report.sources.length > 0 && <Text style={s.h3}>{REPORT_TEXT.sources}</Text>}
        {report.sources.map((source) => (
          <View key={source.href} style={s.bullet} wrap={false}>
            <Text style={{ width: 10 }}>•</Text>
            <Link src={source.href} style={{ flex: 1, color: SITE.colors.mid }}>
              {t(`${source.label}: ${source.href}`)}
            </Link>
          </View>
        ))}
        <Text style={[s.disclaimer, { marginTop: 14 }]}>{REPORT_TEXT.disclaimer}</Text>
        <Footer report={report} />
      </Page>
    </Document>
  );
}
