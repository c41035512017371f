// Smoke test through Netlify CLI (`npm start --netlify`, what `npm run dev` runs in front of
// Gatsby): netlify.toml keeps working there. The security headers of a page and a hashed script,
// the functions, the case redirect and the 404 page; and nothing listens after it stops.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from './helpers';

const rootDir = path.join(__dirname, '..');
let port = 0;
let cli: ChildProcess | undefined;

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  port = await freePort();
  cli = spawn(
    process.execPath,
    ['scripts/start.mjs', '--netlify', '--no-build', '--port', String(port)],
    { cwd: rootDir, stdio: 'ignore', env: { ...process.env, CI_EPHEMERAL_DB: '1' } },
  );
  await expect
    .poll(() => answers(`http://localhost:${port}/api/health`), {
      timeout: 200_000,
      intervals: [1000],
    })
    .toBe(true);
});

test.afterAll(async () => {
  const child = cli;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  // Netlify CLI and its function runtime went with it.
  expect(await answers(`http://localhost:${port}/`)).toBe(false);
});

test('netlify dev applies netlify.toml: headers, functions, redirects, 404', async ({
  request,
}) => {
  const base = `http://localhost:${port}`;
  const home = await request.get(`${base}/`);
  expect(home.status()).toBe(200);
  expect(home.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(home.headers()['x-frame-options']).toBe('DENY');

  const html = readFileSync(path.join(rootDir, 'public', 'index.html'), 'utf8');
  const script = /"(\/app-[0-9a-f]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();
  const asset = await request.get(`${base}${script}`);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');
  // netlify.toml's Cache-Control rules do not show here: Netlify CLI 27's static server writes its
  // own `public, max-age=0` over them for streamed files (netlify-cli dist/utils/proxy.js). Netlify
  // itself and `npm start` apply them (e2e/server.spec.ts).
  expect(asset.headers()['cache-control']).toMatch(/^public, max-age=/);

  const health = await request.get(`${base}/api/health`);
  expect(await health.json()).toMatchObject({ ok: true, database: 'up' });
  const costs = await request.post(`${base}/api/calculate-purchase-costs`, {
    data: { propertyPrice: 200000, propertyType: 'used', autonomousCommunity: 'madrid' },
  });
  expect(costs.status()).toBe(200);

  const redirect = await request.get(`${base}/RENTABILIDAD`, { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  // A page no list in the code names (made from data) redirects too, through public/page-paths.json.
  const built = await request.get(`${base}/Gastos-Compra-Vivienda/Valencia`, { maxRedirects: 0 });
  expect(built.status()).toBe(301);
  expect(built.headers()['location']).toBe('/gastos-compra-vivienda/valencia');
  const missing = await request.get(`${base}/esta-pagina-no-existe`);
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('<html');
});
