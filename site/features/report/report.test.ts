// The report's file name, the typed values, the PDF's characters and the QR code.
import { formatEuros, formatPercent } from '../../../core/format';
import { qrPath } from './qr';
import { pdfText, reportFileName } from './report-model';
import { typedValue } from './typed-value';

const NOW = new Date('2026-11-25T10:00:00Z');
const LINK = 'https://inmocalc.netlify.app/analisis-inversion?price=185000';

describe('reportFileName', () => {
  it('names the tool, the amount in whole euros and the day', () => {
    expect(reportFileName('analysis', 185000, NOW)).toBe(
      'analisis-inversion-185000-2026-11-25.pdf',
    );
    expect(reportFileName('mortgage', 200000.4, NOW)).toBe('hipoteca-200000-2026-11-25.pdf');
    expect(reportFileName('yield', 99999.5, NOW)).toBe('rentabilidad-100000-2026-11-25.pdf');
  });

  it('takes the day in Spain, not in UTC', () => {
    expect(reportFileName('analysis', 1, new Date('2026-11-25T23:30:00Z'))).toBe(
      'analisis-inversion-1-2026-11-26.pdf',
    );
  });

  it('never writes a negative or non-numeric amount', () => {
    expect(reportFileName('yield', -5, NOW)).toBe('rentabilidad-0-2026-11-25.pdf');
    expect(reportFileName('yield', Number.NaN, NOW)).toBe('rentabilidad-0-2026-11-25.pdf');
  });
});

describe('typedValue', () => {
  it('writes numbers with their unit as the form shows them', () => {
    expect(typedValue(185000, '€')).toBe(formatEuros(185000));
    expect(typedValue(400, '€/año')).toBe(`${formatEuros(400)}/año`);
    expect(typedValue(3.25, '%')).toBe(formatPercent(3.25, { upTo: 3 }));
    expect(typedValue(25, 'años')).toBe('25 años');
    expect(typedValue(1, 'meses')).toBe('1 mes');
    expect(typedValue(undefined, '€')).toBe('—');
  });
});

describe('pdfText', () => {
  it('replaces the characters the standard PDF fonts lack', () => {
    expect(pdfText('Renta − gastos ≥ 0')).toBe('Renta - gastos >= 0');
    expect(pdfText('1.234,56\u00a0€')).toBe('1.234,56\u00a0€');
  });
});

describe('qrPath', () => {
  it('draws one square per dark module of a code that grows with the text', () => {
    const short = qrPath('https://inmocalc.netlify.app/');
    const long = qrPath(`${LINK}${'&x=1'.repeat(60)}`);
    expect(short.size).toBeGreaterThanOrEqual(21);
    expect(long.size).toBeGreaterThan(short.size);
    expect(short.d).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(short.d).not.toBe(qrPath('https://inmocalc.netlify.app/x').d);
  });
});
