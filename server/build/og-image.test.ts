// The social card builder: XML escaping, headings wrapped onto lines that fit, 1200x630 PNG output.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { NOT_FOUND_META } from '../../core/routes';
import { seedRoutes } from '../../content/seed-routes';
import {
  HEADING_SIZES,
  MAX_LINES,
  TEXT_WIDTH,
  escapeXml,
  fitHeading,
  ogImagePng,
  ogImageSvg,
  ogTextOf,
  textWidth,
  wrapLines,
  writeOgImages,
} from './og-image';

const LONG =
  'Cómo calcular la rentabilidad neta de un piso de alquiler en Madrid, Barcelona, Valencia, Sevilla y Málaga con hipoteca, gastos de comunidad, IBI, seguros y periodos sin inquilino';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer) {
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('escapeXml', () => {
  it('escapes the five XML special characters and keeps accents and the euro sign', () => {
    expect(escapeXml(`Gastos & "IVA" <10 %> d'ejemplo: 1.000 € más`)).toBe(
      'Gastos &amp; &quot;IVA&quot; &lt;10 %&gt; d&apos;ejemplo: 1.000 € más',
    );
  });
});

describe('textWidth', () => {
  it('gives accented letters the width of their base letter', () => {
    expect(textWidth('plusvalía', 72)).toBeCloseTo(textWidth('plusvalia', 72));
    expect(textWidth('Año', 72)).toBeCloseTo(textWidth('Ano', 72));
  });

  it('never underestimates the width DejaVu Sans Bold renders', async () => {
    for (const text of ['Calculadora de plusvalía', 'Mmm WWW € 1.000 ¿Qué?', 'Ejemplos de piso']) {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="140"><rect width="2400" height="140" fill="#fff"/><text x="20" y="100" font-family="DejaVu Sans" font-weight="700" font-size="72">${escapeXml(text)}</text></svg>`;
      const { info } = await sharp(Buffer.from(svg))
        .trim({ threshold: 10 })
        .toBuffer({ resolveWithObject: true });
      expect(info.width).toBeLessThanOrEqual(textWidth(text, 72) * 1.02);
    }
  });
});

describe('wrapLines', () => {
  it('keeps a short heading on one line', () => {
    expect(wrapLines('Calculadora de hipoteca', TEXT_WIDTH, 72)).toEqual([
      'Calculadora de hipoteca',
    ]);
  });

  it('wraps a long heading onto lines that each fit, keeping every word in order', () => {
    const lines = wrapLines(LONG, TEXT_WIDTH, 56);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(textWidth(line, 56)).toBeLessThanOrEqual(TEXT_WIDTH);
    expect(lines.join(' ')).toBe(LONG);
  });

  it('fills each line: the next word would not have fitted', () => {
    const lines = wrapLines(LONG, TEXT_WIDTH, 56);
    lines.slice(0, -1).forEach((line, index) => {
      const next = lines[index + 1]?.split(' ')[0];
      expect(textWidth(`${line} ${next}`, 56)).toBeGreaterThan(TEXT_WIDTH);
    });
  });
});

describe('fitHeading', () => {
  it('uses the largest size for a heading that fits on one line', () => {
    expect(fitHeading('Aviso legal')).toEqual({
      fontSize: HEADING_SIZES[0],
      lines: ['Aviso legal'],
    });
  });

  it('fits every route heading in at most three lines without cutting it', () => {
    for (const route of [...seedRoutes(), NOT_FOUND_META]) {
      const text = ogTextOf(route);
      const { fontSize, lines } = fitHeading(text);
      expect(lines.length).toBeLessThanOrEqual(MAX_LINES);
      expect(lines.join(' ')).toBe(text);
      for (const line of lines) expect(textWidth(line, fontSize)).toBeLessThanOrEqual(TEXT_WIDTH);
    }
  });

  it('cuts a heading too long for three lines at the smallest size with an ellipsis', () => {
    const { fontSize, lines } = fitHeading(`${LONG} ${LONG}`);
    expect(fontSize).toBe(HEADING_SIZES[HEADING_SIZES.length - 1]);
    expect(lines).toHaveLength(MAX_LINES);
    expect(lines[MAX_LINES - 1]).toMatch(/…$/);
    for (const line of lines) expect(textWidth(line, fontSize)).toBeLessThanOrEqual(TEXT_WIDTH);
  });

  it('cuts a single word wider than the card', () => {
    const { lines, fontSize } = fitHeading('x'.repeat(80));
    expect(lines).toHaveLength(1);
    expect(textWidth(lines[0] ?? '', fontSize)).toBeLessThanOrEqual(TEXT_WIDTH);
  });
});

describe('ogImageSvg', () => {
  it('writes the brand and the escaped heading, one tspan per wrapped line', () => {
    const svg = ogImageSvg('Impuestos & gastos: 1.000 € <con IVA>');
    expect(svg).toContain('>InmoCalc</text>');
    const lines = [...svg.matchAll(/<tspan [^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1]);
    expect(lines).toEqual(['Impuestos &amp; gastos:', '1.000 € &lt;con IVA&gt;']);
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(ogImageSvg('Aviso legal').match(/<tspan /g)).toHaveLength(1);
  });
});

describe('ogImagePng and writeOgImages', () => {
  it('renders a 1200x630 PNG even with special characters in the heading', async () => {
    expect(pngSize(await ogImagePng('Gastos & "impuestos" <IVA> 1.000 €'))).toEqual({
      width: 1200,
      height: 630,
    });
  });

  it('writes public/og/<slug>.png for each route', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'og-'));
    try {
      const routes = [
        { path: '/', heading: 'Inicio' },
        { path: '/guia-inmobiliarios/descripcion-piso-ejemplo', heading: 'Ejemplos' },
      ];
      expect(await writeOgImages(dir, routes)).toBe(2);
      for (const file of ['inicio.png', 'guia-inmobiliarios--descripcion-piso-ejemplo.png']) {
        expect(pngSize(await readFile(path.join(dir, 'og', file)))).toEqual({
          width: 1200,
          height: 630,
        });
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
