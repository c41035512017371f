// The soak: `npm start` (scripts/start.mjs --no-build) measured fresh against the bare node:http
// (api-ratio.mjs), then `minutes` of mixed load (soak-load.mjs), then measured again; the process's
// memory from /proc at the start (after a warm-up of every path) and at the end. Asserts nothing.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { API_GOALS, ROUNDS, measureApiRatioOn } from './api-ratio.mjs';
import { bin } from './config.mjs';
import { freePort } from './embedded-db.mjs';
import {
  addressesFlow,
  burstsFlow,
  functionsFlow,
  newFlow,
  pagePaths,
  pagesFlow,
  slowFlow,
} from './soak-load.mjs';
import { startSuite } from './suite-process.mjs';

export const SOAK_GOALS = { memoryGrowthPercent: 10 };

const FLOW_NAMES = {
  pages: 'páginas y recursos',
  functions: 'funciones (válidas e inválidas)',
  addresses: 'una dirección distinta por petición',
  bursts: 'ráfagas de 200 a la vez',
  slow: 'clientes lentos',
};

/** Resident memory and its anonymous part (V8's heap and every malloc), in MB; Linux only. */
export function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const mb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1]) / 1024;
    return { rssMb: mb('VmRSS'), anonMb: mb('RssAnon') };
  } catch {
    return { rssMb: Number.NaN, anonMb: Number.NaN };
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** After a quiet pause, the median of a few samples: one sample may fall just before a GC. */
async function settledMemory(pid) {
  await sleep(3000);
  const samples = [];
  for (let i = 0; i < 5; i += 1) {
    samples.push(memoryOf(pid));
    await sleep(400);
  }
  return {
    rssMb: median(samples.map((s) => s.rssMb)),
    anonMb: median(samples.map((s) => s.anonMb)),
  };
}

/** The warm-up goes on in windows of this length while RSS still grows past SETTLED_PERCENT. */
const SETTLE_WINDOW_SECONDS = 15;
const SETTLED_PERCENT = 1;
const MAX_SETTLE_SECONDS = 300;

/**
 * A fresh heap and malloc's per-thread arenas grow for minutes into their working size: the start
 * is taken once a window of load grows RSS by less than SETTLED_PERCENT, so the growth reported
 * is the load's, not the settling's. `{ memory, afterWarmUpMb, seconds }`.
 */
async function settle(port, { paths, pid, log }) {
  let memory = await settledMemory(pid);
  const afterWarmUpMb = memory.rssMb;
  let seconds = 0;
  while (seconds < MAX_SETTLE_SECONDS) {
    await mixedLoad(port, SETTLE_WINDOW_SECONDS, { paths, pid });
    seconds += SETTLE_WINDOW_SECONDS;
    const next = await settledMemory(pid);
    const grewPercent = (100 * (next.rssMb - memory.rssMb)) / memory.rssMb;
    memory = next;
    log(`RSS ${next.rssMb.toFixed(0)} MB tras ${seconds} s más (${grewPercent.toFixed(1)} %)`);
    if (grewPercent < SETTLED_PERCENT) break;
  }
  return { memory, afterWarmUpMb, seconds };
}

/** Every flow at once for `seconds`; `firstAddress` keeps the addresses of later runs new. */
async function mixedLoad(port, seconds, { paths, firstAddress = 0, pid, log = () => undefined }) {
  const flows = Object.fromEntries(Object.keys(FLOW_NAMES).map((key) => [key, newFlow(key)]));
  const started = Date.now();
  const deadline = started + seconds * 1000;
  let peakRssMb = 0;
  const perMinute = [];
  const sampler = setInterval(() => {
    const { rssMb } = memoryOf(pid);
    peakRssMb = Math.max(peakRssMb, rssMb);
    const minute = Math.floor((Date.now() - started) / 60_000);
    if (minute > perMinute.length) {
      perMinute.push(rssMb);
      const total = Object.values(flows).reduce((sum, flow) => sum + flow.requests, 0);
      log(`minuto ${minute}: ${total} peticiones, RSS ${rssMb.toFixed(0)} MB`);
    }
  }, 5000);
  try {
    await Promise.all([
      pagesFlow(flows.pages, port, deadline, paths),
      functionsFlow(flows.functions, port, deadline),
      addressesFlow(flows.addresses, port, deadline, firstAddress),
      burstsFlow(flows.bursts, port, deadline, paths),
      slowFlow(flows.slow, port, deadline, paths),
    ]);
  } finally {
    clearInterval(sampler);
  }
  return { flows, seconds: (Date.now() - started) / 1000, peakRssMb, perMinute };
}

/** Not an answer: a 5xx, a timeout or a dropped connection. */
const isError = (status) => typeof status !== 'number' || status >= 500;

function summary({ flows, seconds, peakRssMb, perMinute }) {
  const rows = Object.entries(flows).map(([key, flow]) => ({
    name: FLOW_NAMES[key],
    requests: flow.requests,
    rps: flow.requests / seconds,
    p50: flow.latency.percentile(50),
    p99: flow.latency.percentile(99),
    statuses: [...flow.statuses].sort(([a], [b]) => String(a).localeCompare(String(b))),
  }));
  const requests = rows.reduce((sum, row) => sum + row.requests, 0);
  const errors = rows.reduce(
    (sum, row) => sum + row.statuses.reduce((n, [s, count]) => n + (isError(s) ? count : 0), 0),
    0,
  );
  return { seconds, requests, rps: requests / seconds, errors, rows, peakRssMb, perMinute };
}

/**
 * PGlite in a process of its own: in `npm start`'s process its data (every row the soak stores)
 * would count as the server's memory, and a server in production keeps its database elsewhere.
 */
async function startDatabaseProcess() {
  const source = `
    const { startEmbeddedDatabase } = await import(${JSON.stringify(pathToFileURL(path.join(import.meta.dirname, 'embedded-db.mjs')).href)});
    const db = await startEmbeddedDatabase();
    console.log(db.url);
    process.on('SIGTERM', () => db.stop().then(() => process.exit(0)));
  `;
  const child = spawn(bin('node'), ['--input-type=module', '-e', source], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(chunk.toString().trim()));
    child.once('exit', (code) => reject(new Error(`La base de datos terminó (código ${code})`)));
  });
  return {
    url,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Starts the suite, measures the API ratio, loads every path for `warmupSeconds`, samples the
 * memory, soaks for `minutes`, samples again and measures the ratio again.
 */
export async function measureSoak({
  minutes = 5,
  warmupSeconds = 30,
  rounds = ROUNDS,
  requests = 4000,
  log = console.log,
} = {}) {
  const outbox = await mkdtemp(path.join(tmpdir(), 'soak-outbox-'));
  const port = await freePort();
  const paths = pagePaths();
  let database;
  let suite;
  try {
    database = await startDatabaseProcess();
    suite = await startSuite({
      port,
      env: {
        DATABASE_URL: database.url,
        MAIL_OUTBOX_DIR: outbox,
        // Configured, so an unsigned delivery is refused (401) rather than unconfigured (503).
        SANITY_WEBHOOK_SECRET: 'soak-secret',
        NETLIFY_BUILD_HOOK_URL: 'http://127.0.0.1:9/soak-build-hook',
      },
    });
    log('Proporción al arrancar:');
    const before = await measureApiRatioOn(suite, { rounds, requests, log });
    log(`Calentamiento de cada ruta (${warmupSeconds} s)...`);
    await mixedLoad(port, warmupSeconds, { paths, pid: suite.pid });
    const settling = await settle(port, { paths, pid: suite.pid, log });
    const memoryStart = settling.memory;
    log(`Memoria al empezar: RSS ${memoryStart.rssMb.toFixed(0)} MB`);
    log(`Carga mixta durante ${minutes} min...`);
    const load = summary(
      await mixedLoad(port, minutes * 60, { paths, pid: suite.pid, firstAddress: 1_000_000, log }),
    );
    const memoryEnd = await settledMemory(suite.pid);
    log(`Memoria al acabar: RSS ${memoryEnd.rssMb.toFixed(0)} MB`);
    log('Proporción tras la carga:');
    const after = await measureApiRatioOn(suite, { rounds, requests, log });
    const growth = (key) => (100 * (memoryEnd[key] - memoryStart[key])) / memoryStart[key];
    // A leak keeps growing; a heap settling into its size grows early and stops.
    const half = load.perMinute[Math.floor(load.perMinute.length / 2) - 1];
    return {
      minutes,
      warmupSeconds,
      before,
      after,
      load,
      memory: {
        afterWarmUpMb: settling.afterWarmUpMb,
        settleSeconds: settling.seconds,
        start: memoryStart,
        end: memoryEnd,
        rssGrowthPercent: growth('rssMb'),
        anonGrowthPercent: growth('anonMb'),
        secondHalfGrowthPercent:
          load.perMinute.length >= 4 ? (100 * (memoryEnd.rssMb - half)) / half : undefined,
      },
    };
  } finally {
    await suite?.stop();
    await database?.stop();
    await rm(outbox, { recursive: true, force: true });
  }
}

const int = (n) => String(Math.round(n));
const ms = (n) => n.toFixed(1);

/** The lines of docs/benchmarks.md's `## Soak` section. */
export function soakMarkdown(result) {
  const { load, memory, before, after } = result;
  const ratioRow = (moment, r) => {
    const [start, bare] = r.servers;
    return `| ${moment} | ${int(start.rps)} | ${int(bare.rps)} | ${r.ratioPercent.toFixed(0)} % | ${ms(start.p50)} | ${ms(start.p99)} |`;
  };
  const flowRows = load.rows.map(
    (row) =>
      `| ${row.name} | ${int(row.requests)} | ${int(row.rps)} | ${ms(row.p50)} | ${ms(row.p99)} | ${row.statuses.map(([s, n]) => `${n}x${s}`).join(', ')} |`,
  );
  const growth = (n) => `${n >= 0 ? '+' : ''}${n.toFixed(1)} %`;
  return [
    '## Soak',
    '',
    `\`npm start\` for ${result.minutes} min under mixed load: pages and their assets (one request in ten to a path without a file or under a query), every function with valid and invalid bodies, a burst of 200 requests at once every 5 s, slow clients (a request sent byte by byte, an answer read a chunk every 200 ms) and a new client address for each request of one flow. The API ratio is measured as above, before and after; the memory is the server process's (/proc; the database runs in a process of its own), after a warm-up of every path and at the end. The start is taken once the memory has settled: after ${result.warmupSeconds} s of every flow, the load goes on ${SETTLE_WINDOW_SECONDS} s at a time until RSS grows less than ${SETTLED_PERCENT} % in one of them (at most ${MAX_SETTLE_SECONDS / 60} min); here ${memory.settleSeconds} s more, RSS ${memory.afterWarmUpMb.toFixed(0)} → ${memory.start.rssMb.toFixed(0)} MB.`,
    '',
    '| carga | peticiones | req/s | p50 ms | p99 ms | respuestas |',
    '|---|--:|--:|--:|--:|---|',
    ...flowRows,
    `| total | ${int(load.requests)} | ${int(load.rps)} | | | ${int(load.errors)} errores (5xx o sin respuesta) |`,
    '',
    '| momento | npm start req/s | node:http req/s | proporción | p50 ms | p99 ms |',
    '|---|--:|--:|--:|--:|--:|',
    ratioRow('al arrancar', before),
    ratioRow('tras la carga', after),
    '',
    `Objetivos: proporción ≥ ${API_GOALS.ratioPercent} %, p99 < ${API_GOALS.p99Ms} ms.`,
    '',
    '| memoria del proceso | al empezar | al acabar | crecimiento |',
    '|---|--:|--:|--:|',
    `| RSS (MB) | ${memory.start.rssMb.toFixed(0)} | ${memory.end.rssMb.toFixed(0)} | ${growth(memory.rssGrowthPercent)} |`,
    `| anónima: montón de V8 y malloc (MB) | ${memory.start.anonMb.toFixed(0)} | ${memory.end.anonMb.toFixed(0)} | ${growth(memory.anonGrowthPercent)} |`,
    '',
    `Pico de RSS durante la carga: ${load.peakRssMb.toFixed(0)} MB. Objetivo de crecimiento: < ${SOAK_GOALS.memoryGrowthPercent} %.`,
    ...(load.perMinute.length > 1
      ? ['', `RSS minuto a minuto (MB): ${load.perMinute.map((mb) => mb.toFixed(0)).join(', ')}.`]
      : []),
    ...(memory.secondHalfGrowthPercent === undefined
      ? []
      : [
          '',
          `Crecimiento del RSS en la segunda mitad de la carga: ${growth(memory.secondHalfGrowthPercent)}.`,
        ]),
  ];
}
