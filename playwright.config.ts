// End-to-end tests in a real Chromium against the built site served by `npm start` (scripts/start.mjs:
// one Node process, as production serves it); e2e/netlify-dev.spec.ts also runs through Netlify CLI.
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { ACCESS_LOG } from './e2e/access-log';

const port = Number(process.env.E2E_PORT ?? 8899);
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;
const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) =>
  existsSync(p),
);

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? systemChromium,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-quic',
    '--no-first-run',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 2,
  // Two workers share two cores with the server: a long test (thirty fields, a long page's axe
  // scan) takes 20-35 s there, over Playwright's default 30 s.
  timeout: 60_000,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], launchOptions },
      grepInvert: /@mobile-only/,
    },
    // Tests tagged '@mobile' also run on a phone; '@mobile-only' ones run only there.
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions }, grep: /@mobile/ },
  ],
  // Without E2E_BASE_URL the suite serves the built site itself with `npm start --no-build`. When
  // the run ends Playwright kills it; if Playwright itself is killed, the server notices that its
  // parent has gone and stops (scripts/lib/process.mjs, onParentExit).
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: `node scripts/start.mjs --no-build --port ${port}`,
        url: `${baseURL}/api/health`,
        timeout: 180_000,
        reuseExistingServer: false,
        // Its own in-memory database, so the tests can run beside `npm start`.
        // The access log lets e2e/private-links.spec.ts prove no figure reaches the server.
        env: { CI_EPHEMERAL_DB: '1', ACCESS_LOG },
        stdout: 'ignore',
      },
});
