// Favicon (SVG, ICO, 32x32 PNG), apple-touch-icon, manifest icons and web manifest, written at build.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { SITE } from '../../core/site';

const { dark, mid, teal } = SITE.colors;

/** A house with three rising bars, drawn in a 64x64 box: the brand mark of icons and social cards. */
export function brandMark(bars: string = teal): string {
  return [
    '<path d="M32 9 57 31h-7v24H14V31H7z" fill="#fff"/>',
    `<rect x="19" y="41" width="7" height="9" rx="1" fill="${bars}"/>`,
    `<rect x="28.5" y="35" width="7" height="15" rx="1" fill="${bars}"/>`,
    `<rect x="38" y="29" width="7" height="21" rx="1" fill="${bars}"/>`,
  ].join('');
}

/** The brand gradient, from dark blue (top left) to teal (bottom right). */
export function brandGradient(id: string): string {
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${dark}"/><stop offset=".6" stop-color="${mid}"/>` +
    `<stop offset="1" stop-color="${teal}"/></linearGradient>`
  );
}

/**
 * The icon as SVG. `rounded` for favicons; the apple-touch-icon is square because iOS rounds
 * it itself and would show the transparent corners black.
 */
export function iconSvg({ rounded = true }: { rounded?: boolean } = {}): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
    `<defs>${brandGradient('g')}</defs>` +
    `<rect width="64" height="64"${rounded ? ' rx="14"' : ''} fill="url(#g)"/>` +
    brandMark() +
    '</svg>\n'
  );
}

/** An .ico file holding PNG images (supported by every browser since Windows Vista's format). */
export function icoFromPngs(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

/** The web manifest: name, language, colours and the two PNG sizes browsers ask for. */
export function webManifest(): string {
  return `${JSON.stringify(
    {
      name: SITE.name,
      short_name: SITE.name,
      lang: 'es-ES',
      start_url: '/',
      display: 'browser',
      background_color: '#ffffff',
      theme_color: dark,
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      ],
    },
    null,
    2,
  )}\n`;
}

const png = (svg: string, size: number) =>
  sharp(Buffer.from(svg), { density: 72 * Math.max(1, size / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();

/** Writes every icon and the manifest into the built site; returns the files written. */
export async function writeIcons(publicDir: string): Promise<string[]> {
  const rounded = iconSvg();
  const square = iconSvg({ rounded: false });
  const files: Record<string, string | Buffer> = {
    [SITE.icons.svg]: rounded,
    [SITE.icons.png32]: await png(rounded, 32),
    [SITE.icons.appleTouch]: await png(square, 180),
    '/icon-192.png': await png(rounded, 192),
    '/icon-512.png': await png(rounded, 512),
    [SITE.icons.manifest]: webManifest(),
    [SITE.icons.ico]: icoFromPngs(
      await Promise.all(
        [16, 32, 48].map(async (size) => ({ size, png: await png(rounded, size) })),
      ),
    ),
  };
  for (const [file, data] of Object.entries(files)) {
    await writeFile(path.join(publicDir, file), data);
  }
  return Object.keys(files);
}
