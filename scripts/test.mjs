// `npm test`: static checks, Jest unit and database tests (PGlite, then PostgreSQL when
// TEST_DATABASE_URL is set), Playwright against `npm start --no-build` and the first-load budget;
// prints each runner's counts and a closing 'N passed, N failed'.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { filesWithMachinePath } from './lib/build-paths.mjs';
import { bin, rootDir } from './lib/config.mjs';
import { checkExtraGuide, writeSeedWithExtraGuide } from './lib/extra-guide.mjs';
import {
  budgetFailure,
  FIRST_LOAD_BUDGET_KB,
  firstLoadTable,
  measureBuiltSite,
  overBudget,
} from './lib/first-load.mjs';
import { run } from './lib/process.mjs';
import { ensureSystemTools } from './lib/system-deps.mjs';

const results = path.join(rootDir, 'test-results');
mkdirSync(results, { recursive: true });

const summary = [];

async function step(name, fn) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  let result;
  try {
    result = await fn();
  } catch (error) {
    console.error(`\n${name}: ${error instanceof Error ? error.message : error}`);
    result = { ok: false };
  }
  summary.push({ name, seconds: (Date.now() - started) / 1000, ...result });
}

async function portFreed(port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (!open) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

async function succeeds(command, args, env) {
  try {
    await run(command, args, { env });
    return true;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return false;
  }
}

/** Counts come from the JSON report, even on failures. */
async function jest(project, outputName, env = {}) {
  const outputFile = path.join(results, `${outputName}.json`);
  rmSync(outputFile, { force: true });
  // Database suites share one database: one at a time.
  const serial = project === 'db' ? ['--runInBand'] : [];
  const ok = await succeeds(
    bin('jest'),
    ['--selectProjects', ...[project].flat(), ...serial, '--json', `--outputFile=${outputFile}`],
    env,
  );
  const report = readJson(outputFile);
  if (!report) return { ok: false };
  return { ok, passed: report.numPassedTests, failed: report.numFailedTests };
}

await step('check (lint, format, types)', async () => ({
  ok: await succeeds('npm', ['run', '--silent', 'check']),
}));
await step('unit', async () => {
  await ensureSystemTools(['libreoffice']);
  return jest(['unit', 'dates-west'], 'jest-unit');
});
await step('db: embedded PGlite', () => jest('db', 'jest-db-pglite', { DB_TEST_TARGET: 'pglite' }));
if (process.env.TEST_DATABASE_URL) {
  await step('db: PostgreSQL (TEST_DATABASE_URL)', () =>
    jest('db', 'jest-db-postgres', { DB_TEST_TARGET: 'postgres' }),
  );
} else {
  console.log('\n(TEST_DATABASE_URL is not set: the PostgreSQL database tests are skipped)');
}
// Each unset server-side secret gets a recognisable value: the e2e security test proves none ships.
const sentinels = readJson(path.join(rootDir, 'e2e', 'secret-sentinels.json')) ?? {};
const unsetSecrets = Object.fromEntries(
  Object.entries(sentinels).filter(([name]) => !process.env[name]),
);
const buildEnv = {
  ...unsetSecrets,
  GATSBY_TELEMETRY_DISABLED: '1',
  NODE_OPTIONS: '--no-deprecation',
};
// A guide added to the content alone appears everywhere after a build (an extra build from the seed).
await step('build from a seed with one more guide', async () => {
  const seed = path.join(results, 'seed-with-extra-guide.ndjson');
  const previous = writeSeedWithExtraGuide(
    path.join(rootDir, 'studio', 'seed', 'production.ndjson'),
    seed,
  );
  const built =
    (await succeeds(bin('gatsby'), ['clean'])) &&
    (await succeeds(bin('gatsby'), ['build'], { ...buildEnv, CONTENT_SEED_FILE: seed }));
  const problems = built ? checkExtraGuide(path.join(rootDir, 'public'), previous) : ['build'];
  for (const problem of problems) console.error(`extra guide: ${problem}`);
  return {
    ok: problems.length === 0,
    passed: problems.length === 0 ? 1 : 0,
    failed: problems.length === 0 ? 0 : 1,
  };
});
await step('build', async () => ({
  // A clean build: Gatsby keeps prerendered HTML with stale inlined CSS after a style-only change.
  ok:
    (await succeeds(bin('gatsby'), ['clean'])) &&
    (await succeeds(bin('gatsby'), ['build'], buildEnv)),
}));
// No served file names the build machine's folders (this repository's absolute path).
await step('build output: no absolute path of the build machine', async () => {
  const found = await filesWithMachinePath(path.join(rootDir, 'public'), rootDir);
  for (const { file, count } of found) console.error(`public/${file}: ${count} × ${rootDir}`);
  return { ok: found.length === 0, passed: found.length === 0 ? 1 : 0, failed: found.length };
});
// Every built route within the first-load budget, counted as the bench does; the table is kept in
// test-results/first-load.txt.
await step(`first-load JavaScript budget (${FIRST_LOAD_BUDGET_KB} KB gzip per route)`, async () => {
  await ensureSystemTools(['chromium']);
  const rows = await measureBuiltSite(path.join(rootDir, 'public'));
  const table = firstLoadTable(rows);
  console.log(table);
  writeFileSync(path.join(results, 'first-load.txt'), `${table}\n`);
  const failing = rows.filter(overBudget);
  for (const row of failing) console.error(budgetFailure(row));
  return {
    ok: rows.length > 0 && failing.length === 0,
    passed: rows.length - failing.length,
    failed: failing.length,
  };
});
await step('studio build (Sanity, offline)', async () => ({
  ok: await succeeds('npm', ['run', '--silent', 'studio:build']),
}));
await step('e2e (Playwright, Chromium)', async () => {
  await ensureSystemTools(['chromium', 'poppler', 'zbar']);
  const outputFile = path.join(results, 'e2e.json');
  rmSync(outputFile, { force: true });
  const ok = await succeeds(bin('playwright'), ['test']);
  const stats = readJson(outputFile)?.stats;
  if (!stats) return { ok: false };
  const port = Number(process.env.E2E_PORT ?? 8899);
  const freed = process.env.E2E_BASE_URL ? true : await portFreed(port, 10_000);
  if (!freed) console.error(`\nAlgo sigue escuchando en el puerto ${port} tras las pruebas.`);
  return { ok: ok && freed, passed: stats.expected + stats.flaky, failed: stats.unexpected };
});

let passed = 0;
let failed = 0;
console.log('\n=== Summary ===');
for (const entry of summary) {
  passed += entry.passed ?? 0;
  failed += entry.failed ?? 0;
  if (!entry.ok && !entry.failed) failed += 1;
  const counts =
    entry.passed !== undefined ? `: ${entry.passed} passed, ${entry.failed} failed` : '';
  console.log(
    `${entry.ok ? 'ok  ' : 'FAIL'} ${entry.name}${counts} (${entry.seconds.toFixed(1)} s)`,
  );
}
writeFileSync(
  path.join(results, 'summary.json'),
  JSON.stringify({ passed, failed, summary }, null, 2),
);
console.log(`${passed} passed, ${failed} failed`);
process.exit(summary.every((entry) => entry.ok) ? 0 : 1);
