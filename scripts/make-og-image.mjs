// Renders the social card (1200x630 PNG) with Chromium: `node scripts/make-og-image.mjs`.
// The PNG is committed under static/og/; rerun this script when the brand or tagline changes.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { rootDir } from './lib/config.mjs';

const out = path.join(rootDir, 'static', 'og', 'inmocalc-1200x630.png');
const html = `<!doctype html><html lang="es"><meta charset="utf-8"><style>
  body { margin: 0; width: 1200px; height: 630px; display: flex; flex-direction: column; justify-content: center;
    padding: 0 96px; box-sizing: border-box; font-family: 'DejaVu Sans', Arial, sans-serif;
    background: linear-gradient(135deg, #0b3d5c 0%, #12607f 60%, #1a8a7a 100%); color: #fff; }
  .brand { font-size: 40px; font-weight: 700; letter-spacing: 1px; opacity: .9 }
  h1 { font-size: 76px; line-height: 1.1; margin: 24px 0 }
  p { font-size: 34px; margin: 0; opacity: .92 }
</style><body>
  <div class="brand">InmoCalc</div>
  <h1>Herramientas gratis de inversión inmobiliaria</h1>
  <p>Rentabilidad · Hipoteca · Plusvalía · Gastos de compra</p>
</body></html>`;

mkdirSync(path.dirname(out), { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: out, type: 'png' });
await browser.close();
console.log(`Imagen social escrita en ${path.relative(rootDir, out)}`);
