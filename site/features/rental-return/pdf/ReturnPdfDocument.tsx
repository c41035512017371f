// The yearly return's PDF for the gestor, drawn with @react-pdf/renderer (loaded only on download):
// owners, each property's figures, lines and contracts, the owners' totals, the boxes and the sources.
import * as React from 'react';
import { Document, Font, Link, Page, Text, View } from '@react-pdf/renderer';
import { SITE } from '../../../../core/site';
import { REPORT_BRAND, pdfText as t } from '../../report/report-model';
import { s } from '../../report/report-styles';
import type { PdfProperty, PdfRow, PdfTable, ReturnPdf } from './return-report';
import { RETURN_PDF_TEXT as T } from './text';

// Spanish words wrap at spaces, never split with a hyphen (figures stay whole).
Font.registerHyphenationCallback((word) => [word]);

const bold = { fontFamily: 'Helvetica-Bold' } as const;

function Footer({ pdf }: { pdf: ReturnPdf }) {
  return (
    <View style={s.footer} fixed>
      <Text>{t(`${REPORT_BRAND} · ${pdf.title} · ${pdf.date}`)}</Text>
      <Text render={({ pageNumber, totalPages }) => T.page(pageNumber, totalPages)} />
    </View>
  );
}

function Rows({ rows }: { rows: readonly PdfRow[] }) {
  return (
    <View>
      {rows.map((row, i) => (
        <View key={i} style={s.row} wrap={false}>
          <View style={s.rowLabel}>
            <Text style={row.strong ? bold : {}}>{t(row.label)}</Text>
            {row.note && <Text style={s.note}>{t(row.note)}</Text>}
          </View>
          <Text style={[s.rowValue, row.strong ? bold : {}]}>{t(row.value)}</Text>
        </View>
      ))}
    </View>
  );
}

/** A table whose wide text column (a reason, a period) gets more room than the figures. */
function Table({ table, wide = [] }: { table: PdfTable; wide?: readonly number[] }) {
  const flex = (column: number) => (wide.includes(column) ? 2.6 : 1);
  const align = (column: number) => (wide.includes(column) ? 'left' : 'right');
  return (
    <View>
      <View style={s.tableHead} fixed>
        {table.columns.map((column, i) => (
          <Text key={column} style={[s.cell, s.headCell, { flex: flex(i), textAlign: align(i) }]}>
            {t(column)}
          </Text>
        ))}
      </View>
      {table.rows.map((row, r) => (
        <View key={r} style={s.tableRow} wrap={false}>
          {row.map((cell, i) => (
            <Text key={i} style={[s.cell, { flex: flex(i), textAlign: align(i) }]}>
              {t(cell)}
            </Text>
          ))}
        </View>
      ))}
    </View>
  );
}

function Property({ property }: { property: PdfProperty }) {
  return (
    <View break>
      <Text style={s.title}>{t(property.title)}</Text>
      <Text style={s.subject}>{t(property.subtitle)}</Text>
      <View style={s.verdict} wrap={false}>
        <Text style={[bold, { fontSize: 13 }]}>{t(property.reducedNetIncome)}</Text>
        <Text>{t(property.imputation)}</Text>
      </View>
      <Text style={s.h2}>{T.figures}</Text>
      <Rows rows={property.figures} />
      <Text style={s.h2}>{T.contracts}</Text>
      {property.contracts ? (
        <Table table={property.contracts} wide={[1, 6]} />
      ) : (
        <Text>{T.noContracts}</Text>
      )}
      {property.lines.length > 0 && <Text style={s.h2}>{T.explanation}</Text>}
      <Rows rows={property.lines} />
    </View>
  );
}

function Bullets({ items }: { items: readonly string[] }) {
  return (
    <View>
      {items.map((item) => (
        <View key={item} style={s.bullet} wrap={false}>
          <Text style={{ width: 10 }}>•</Text>
          <Text style={{ flex: 1 }}>{t(item)}</Text>
        </View>
      ))}
    </View>
  );
}

/** Owners' totals, modelo 210, the boxes, the readings taken and the official sources. */
function Closing({ pdf }: { pdf: ReturnPdf }) {
  return (
    <View break>
      <Text style={s.h2}>{T.ownerTotals}</Text>
      <Table table={pdf.ownerTotals} wide={[0, 1]} />
      {pdf.modelo210 && <Text style={s.h2}>{T.modelo210}</Text>}
      {pdf.modelo210 && <Table table={pdf.modelo210} wide={[0, 1]} />}
      <Text style={s.h2}>{T.boxes}</Text>
      {pdf.boxNotes.map((note) => (
        <Text key={note} style={[s.note, { marginBottom: 4 }]}>
          {t(note)}
        </Text>
      ))}
      <Table table={pdf.boxes} wide={[0, 1]} />
      {pdf.readings.length > 0 && <Text style={s.h2}>{T.readings}</Text>}
      <Bullets items={pdf.readings} />
      {pdf.sources.length > 0 && <Text style={s.h2}>{T.sources}</Text>}
      {pdf.sources.map((source) => (
        <View key={`${source.label} ${source.href}`} style={s.bullet} wrap={false}>
          <Text style={{ width: 10 }}>•</Text>
          <Link src={source.href} style={{ flex: 1, color: SITE.colors.mid }}>
            {t(`${source.label}: ${source.href}`)}
          </Link>
        </View>
      ))}
      <Text style={[s.disclaimer, { marginTop: 14 }]}>{T.disclaimer}</Text>
    </View>
  );
}

export default function ReturnPdfDocument({ pdf }: { pdf: ReturnPdf }) {
  return (
    <Document title={t(`${pdf.title} · ${REPORT_BRAND}`)} author={REPORT_BRAND} language="es-ES">
      <Page size="A4" style={s.page}>
        <View style={s.brandRow}>
          <Text style={s.brand}>{REPORT_BRAND}</Text>
          <Text style={s.muted}>{t(T.made(pdf.date))}</Text>
        </View>
        <Text style={s.title}>{t(pdf.title)}</Text>
        <Text style={s.subject}>{t(pdf.subject)}</Text>
        <Text style={s.h2}>{T.owners}</Text>
        <Rows rows={pdf.owners} />
        <Text style={s.disclaimer}>{T.disclaimer}</Text>
        {pdf.properties.map((property) => (
          <Property key={property.title} property={property} />
        ))}
        <Closing pdf={pdf} />
        <Footer pdf={pdf} />
      </Page>
    </Document>
  );
}
