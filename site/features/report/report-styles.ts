// The PDF report's styles (@react-pdf/renderer's subset of CSS), shared by its pages and charts.
import { StyleSheet } from '@react-pdf/renderer';
import { SITE } from '../../../core/site';

export const INK = '#1c2630';
const MUTED = '#52606d';
const RULE = '#d5dbe1';

export const s = StyleSheet.create({
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
    borderWidth: 1,
    borderColor: RULE,
    borderRadius: 3,
    padding: 8,
    marginTop: 10,
  },
  linkText: { fontFamily: 'Courier', fontSize: 7, color: SITE.colors.mid, marginTop: 4 },
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
