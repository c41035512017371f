// Social cards at build: one 1200x630 PNG per route, brand and heading (SVG -> sharp).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { RouteMeta } from '../../core/routes';
import { ogImagePath } from '../../core/seo';
import { SITE } from '../../core/site';
import { brandGradient, brandMark } from './icons';

const WIDTH = SITE.ogImage.width;
const HEIGHT = SITE.ogImage.height;
const MARGIN = 80;
export const TEXT_WIDTH = WIDTH - 2 * MARGIN;
/** Tried in turn until the heading fits in MAX_LINES lines. */
export const HEADING_SIZES = [72, 64, 56, 48] as const;
export const MAX_LINES = 3;
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";
const TAGLINE = 'Rentabilidad · Hipoteca · Plusvalía · Gastos de compra';

/** DejaVu Sans Bold widths (em) from sharp renders; accents as their base letter, others 1 em. */
const ADVANCE: Record<string, number> = {
  ...Object.fromEntries([...'0123456789€'].map((c) => [c, 0.7])),
  ...{ a: 0.67, b: 0.72, c: 0.59, d: 0.72, e: 0.68, f: 0.44, g: 0.72, h: 0.71, i: 0.34 },
  ...{ j: 0.34, k: 0.67, l: 0.34, m: 1.04, n: 0.71, o: 0.69, p: 0.72, q: 0.72, r: 0.49 },
  ...{ s: 0.6, t: 0.48, u: 0.71, v: 0.65, w: 0.92, x: 0.65, y: 0.65, z: 0.58 },
  ...{ A: 0.77, B: 0.76, C: 0.73, D: 0.83, E: 0.68, F: 0.68, G: 0.82, H: 0.84, I: 0.37 },
  ...{ J: 0.37, K: 0.78, L: 0.64, M: 1, N: 0.84, O: 0.85, P: 0.73, Q: 0.85, R: 0.77 },
  ...{ S: 0.68, T: 0.7, U: 0.81, V: 0.77, W: 1.1, X: 0.77, Y: 0.72, Z: 0.73 },
  ...{ ' ': 0.35, '¿': 0.58, '?': 0.58, '¡': 0.46, '!': 0.46, '.': 0.38, ',': 0.38 },
  ...{ ':': 0.4, ';': 0.4, '-': 0.42, '(': 0.46, ')': 0.46, '%': 1, '&': 0.87, '·': 0.38 },
  ...{ "'": 0.31, '"': 0.52, '/': 0.37, '…': 1 },
};

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

export function textWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const char of text) em += ADVANCE[char] ?? ADVANCE[char.normalize('NFD')[0] ?? ''] ?? 1;
  return em * fontSize;
}

/** Greedy: a word longer than a line gets its own. */
export function wrapLines(text: string, maxWidth: number, fontSize: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, fontSize) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function shorten(line: string, maxWidth: number, fontSize: number): string {
  let chars = [...line];
  while (chars.length > 1 && textWidth(`${chars.join('').trimEnd()}…`, fontSize) > maxWidth) {
    chars = chars.slice(0, -1);
  }
  return `${chars.join('').trimEnd()}…`;
}

/** At the smallest size, extra text is cut with '…'. */
export function fitHeading(heading: string): { fontSize: number; lines: string[] } {
  const fits = (line: string, size: number) => textWidth(line, size) <= TEXT_WIDTH;
  for (const fontSize of HEADING_SIZES) {
    const lines = wrapLines(heading, TEXT_WIDTH, fontSize);
    if (lines.length <= MAX_LINES && lines.every((line) => fits(line, fontSize))) {
      return { fontSize, lines };
    }
  }
  const fontSize = HEADING_SIZES[HEADING_SIZES.length - 1] ?? 48;
  const all = wrapLines(heading, TEXT_WIDTH, fontSize);
  const lines = all.slice(0, MAX_LINES).map((line, index) => {
    const last = index === MAX_LINES - 1 && all.length > MAX_LINES;
    return last || !fits(line, fontSize) ? shorten(line, TEXT_WIDTH, fontSize) : line;
  });
  return { fontSize, lines };
}

export function ogImageSvg(heading: string, brand: string = SITE.name): string {
  const { fontSize, lines } = fitHeading(heading);
  const lineHeight = Math.round(fontSize * 1.18);
  // Centred between the brand row (ends ~150) and the tagline (starts ~520).
  const firstBaseline = Math.round(335 - ((lines.length - 1) * lineHeight) / 2 + fontSize * 0.36);
  const tspans = lines
    .map(
      (line, index) =>
        `<tspan x="${MARGIN}" y="${firstBaseline + index * lineHeight}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    `<defs>${brandGradient('bg')}</defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>`,
    `<g transform="translate(${MARGIN - 6} 58) scale(1.1)">${brandMark(SITE.colors.mid)}</g>`,
    `<text x="${MARGIN + 78}" y="113" font-family="${FONT}" font-size="44" font-weight="700" fill="#fff">${escapeXml(brand)}</text>`,
    `<text font-family="${FONT}" font-size="${fontSize}" font-weight="700" fill="#fff">${tspans}</text>`,
    `<rect x="${MARGIN}" y="528" width="96" height="6" rx="3" fill="#fff" fill-opacity=".7"/>`,
    `<text x="${MARGIN}" y="580" font-family="${FONT}" font-size="30" fill="#fff" fill-opacity=".92">${escapeXml(TAGLINE)}</text>`,
    '</svg>',
  ].join('\n');
}

export function ogImagePng(heading: string): Promise<Buffer> {
  return sharp(Buffer.from(ogImageSvg(heading)))
    .png({ compressionLevel: 9, palette: false })
    .toBuffer();
}

/** The document's own OG text, else the heading. */
export const ogTextOf = (route: Pick<RouteMeta, 'heading' | 'ogText'>) =>
  route.ogText ?? route.heading;

/** public/og/<slug>.png; returns how many were written. */
export async function writeOgImages(
  publicDir: string,
  routes: readonly Pick<RouteMeta, 'path' | 'heading' | 'ogText'>[],
): Promise<number> {
  await mkdir(path.join(publicDir, 'og'), { recursive: true });
  for (const route of routes) {
    await writeFile(
      path.join(publicDir, ogImagePath(route.path)),
      await ogImagePng(ogTextOf(route)),
    );
  }
  return routes.length;
}
