// The PDF report drawn with @react-pdf/renderer (loaded only when someone downloads it): page 1 the
// summary with its link and QR code, then the inputs, details, charts, the yearly table and the rules.
import * as React from 'react';
import { Document, Font, Link, Page, Path, Rect, Svg, Text, View } from '@react-pdf/renderer';
import { SITE } from '../../../core/site';
import { qrPath } from './qr';
import { Chart, Table } from './ReportChart';
import { REPORT_TEXT, pdfText as t, type Report, type ReportSection } from './report-model';
import { s } from './report-styles';

// Spanish words wrap at spaces, never split with a hyphen (figures and the link stay whole).
Font.registerHyphenationCallback((word) => [word]);

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
  // Four light modules around the code, as the QR standard asks, so phones find it on paper.
  const quiet = 4;
  const side = qr.size + quiet * 2;
  return (
    <Svg width={size} height={size} viewBox={`${-quiet} ${-quiet} ${side} ${side}`}>
      <Rect x={-quiet} y={-quiet} width={side} height={side} fill="#ffffff" />
      <Path d={qr.d} fill="#000000" />
    </Svg>
  );
}

/** The link in lines of fixed width (the block's full width), so it wraps without hyphens. */
function LinkLines({ link }: { link: string }) {
  const lines = link.match(/.{1,118}/g) ?? [link];
  return (
    <Link src={link} style={s.linkText}>
      {lines.map((line, i) => (
        <Text key={i}>{line}</Text>
      ))}
    </Link>
  );
}

/** What the page warned about, each with its key, first thing after the summary page. */
function Warnings({ report }: { report: Report }) {
  if (!report.warnings?.length) return null;
  return (
    <View>
      <Text style={[s.h2, { marginTop: 0 }]}>{REPORT_TEXT.warnings}</Text>
      {report.warnings.map((warning) => (
        <View key={`${warning.key}:${warning.text}`} style={s.bullet} wrap={false}>
          <Text style={{ width: 10 }}>•</Text>
          <Text style={{ flex: 1 }}>
            {t(warning.text)} <Text style={s.muted}>{REPORT_TEXT.warningKey(warning.key)}</Text>
          </Text>
        </View>
      ))}
    </View>
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

/** The headline figure across the page, the others two by two. */
function KeyFigures({ report }: { report: Report }) {
  const [headline, ...figures] = report.figures;
  return (
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
  );
}

/** The last page: the rules applied, their official sources and the disclaimer again. */
function RulesPage({ report }: { report: Report }) {
  return (
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
  );
}

export default function ReportDocument({ report }: { report: Report }) {
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
            {report.warnings?.length ? (
              <Text style={{ marginTop: 4 }}>
                {t(REPORT_TEXT.warningsAhead(report.warnings.length))}
              </Text>
            ) : null}
          </View>
        )}
        <Text style={s.h2}>{REPORT_TEXT.keyFigures}</Text>
        <KeyFigures report={report} />
        <View style={s.linkBlock} wrap={false}>
          <View style={{ flexDirection: 'row', alignItems: 'center' }}>
            <View style={{ flex: 1, paddingRight: 8 }}>
              <Text style={{ marginBottom: 4 }}>{REPORT_TEXT.linkLabel}</Text>
              <Text style={s.note}>{REPORT_TEXT.qrLabel}</Text>
            </View>
            <Qr link={report.link} size={84} />
          </View>
          <LinkLines link={report.link} />
        </View>
        <Text style={s.disclaimer}>{REPORT_TEXT.disclaimer}</Text>
        <Footer report={report} />
      </Page>
      <Page size="A4" style={s.page}>
        <Warnings report={report} />
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
      <RulesPage report={report} />
    </Document>
  );
}
