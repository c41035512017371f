// Favicon, touch icon and manifest: brand colours, ICO container, PNG sizes.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SITE } from '../../core/site';
import { icoFromPngs, iconSvg, webManifest, writeIcons } from './icons';

const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

describe('iconSvg', () => {
  it('draws the brand gradient, rounded for favicons and square for the touch icon', () => {
    const svg = iconSvg();
    for (const colour of Object.values(SITE.colors)) expect(svg).toContain(colour);
    expect(svg).toContain('rx="14"');
    expect(iconSvg({ rounded: false })).not.toContain('rx="14"');
  });
});

describe('icoFromPngs', () => {
  it('writes the ICONDIR header and one entry per image pointing at its PNG', () => {
    const a = Buffer.from('\x89PNG-a');
    const b = Buffer.from('\x89PNG-bb');
    const ico = icoFromPngs([
      { size: 16, png: a },
      { size: 256, png: b },
    ]);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 2]);
    expect([ico.readUInt8(6), ico.readUInt32LE(6 + 8), ico.readUInt32LE(6 + 12)]).toEqual([
      16,
      a.length,
      38,
    ]);
    expect([ico.readUInt8(22), ico.readUInt32LE(22 + 12)]).toEqual([0, 38 + a.length]);
    expect(ico.subarray(38 + a.length).equals(b)).toBe(true);
  });
});

describe('webManifest', () => {
  it('names the brand, uses its colour and lists 192 and 512 px icons', () => {
    const manifest = JSON.parse(webManifest()) as { icons: { sizes: string }[] };
    expect(manifest).toMatchObject({ name: 'InmoCalc', lang: 'es-ES', theme_color: '#0b3d5c' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
  });
});

describe('writeIcons', () => {
  it('writes the favicon files at their sizes', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'icons-'));
    try {
      await writeIcons(dir);
      const read = (file: string) => readFile(path.join(dir, file));
      expect(pngSize(await read('favicon-32x32.png'))).toEqual([32, 32]);
      expect(pngSize(await read('apple-touch-icon.png'))).toEqual([180, 180]);
      expect(pngSize(await read('icon-512.png'))).toEqual([512, 512]);
      const ico = await read('favicon.ico');
      expect(ico.readUInt16LE(4)).toBe(3);
      expect((await read('favicon.svg')).toString()).toMatch(/^<svg /);
      expect(JSON.parse((await read('site.webmanifest')).toString())).toHaveProperty('icons');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
