// The purchase-cost API through `npm start` against a bare `node:http` answering the same bytes, in
// one run, against API_GOALS. Each in its own process; the load alternates between them and the best
// round and CPU time per request (unchanged by the shared cores) are kept. Asserts nothing.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { bin } from './config.mjs';
import { freePort } from './embedded-db.mjs';
import { CONCURRENCY, load } from './load.mjs';
import { waitForHttp } from './process.mjs';
import { startSuite } from './suite-process.mjs';

export const API_GOALS = { ratioPercent: 60, p99Ms: 20 };

/** The first rounds are still every process's warm-up; a server in production runs warm. */
export const ROUNDS = 6;

export const API_PATH = '/api/calculate-purchase-costs';
const BODY = JSON.stringify({
  propertyPrice: 200000,
  propertyType: 'used',
  autonomousCommunity: 'madrid',
});
const request = () => [
  API_PATH,
  { method: 'POST', headers: { 'content-type': 'application/json' }, body: BODY },
];

function capture(base) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${API_PATH}`,
      { method: 'POST', headers: { 'content-type': 'application/json' } },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end(BODY);
  });
}

/** User + system CPU seconds (Linux only): per request, what other processes do not change. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** A child process that reads the request and answers the captured bytes. */
async function startBare(answer) {
  const port = await freePort();
  const headers = { ...answer.headers };
  delete headers.date;
  delete headers.connection;
  delete headers['keep-alive'];
  delete headers['transfer-encoding'];
  const source = `
    const http = require('node:http');
    const { status, headers, body } = JSON.parse(process.env.ANSWER);
    const bytes = Buffer.from(body, 'base64');
    http.createServer({ keepAliveTimeout: 5000 }, (req, res) => {
      req.on('data', () => {});
      req.on('end', () => { res.writeHead(status, headers); res.end(bytes); });
    }).listen(${port}, '127.0.0.1');
  `;
  const child = spawn(bin('node'), ['-e', source], {
    stdio: 'ignore',
    env: {
      ...process.env,
      ANSWER: JSON.stringify({
        status: answer.status,
        headers,
        body: answer.body.toString('base64'),
      }),
    },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(base, 10_000);
  return { base, pid: child.pid, stop: () => child.kill('SIGTERM') };
}

/**
 * The ratio against a suite already running (`{ base, pid }`, as startSuite gives it): a fresh bare
 * server answers the bytes this suite answers now, then both are loaded round by round.
 */
export async function measureApiRatioOn(
  suite,
  { rounds = ROUNDS, requests = 4000, log = console.log } = {},
) {
  const answer = await capture(suite.base);
  if (answer.status !== 200) throw new Error(`${API_PATH} respondió ${answer.status}`);
  const bare = await startBare(answer);
  try {
    // The same loopback as the bare server's: `localhost` may be ::1, and is looked up per socket.
    const base = suite.base.replace('//localhost:', '//127.0.0.1:');
    const targets = [
      { name: 'npm start', base, pid: suite.pid, best: undefined },
      { name: 'node:http, mismos bytes', base: bare.base, pid: bare.pid, best: undefined },
    ];
    for (const target of targets) await load(target.base, request, CONCURRENCY * 20, CONCURRENCY);
    for (let round = 1; round <= rounds; round += 1) {
      for (const target of targets) {
        const cpuBefore = cpuSeconds(target.pid);
        const result = await load(target.base, request, requests, CONCURRENCY);
        const cpuUs = ((cpuSeconds(target.pid) - cpuBefore) * 1e6) / requests;
        const line = `ronda ${round}, ${target.name}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, CPU ${cpuUs.toFixed(0)} µs/petición`;
        log(line);
        if (!target.best || result.rps > target.best.rps) target.best = result;
        if (!(target.cpuUs <= cpuUs)) target.cpuUs = cpuUs;
      }
    }
    return {
      requests,
      rounds,
      servers: targets.map(({ name, best, cpuUs }) => ({ name, ...best, cpuUs })),
      ratioPercent: (100 * targets[0].best.rps) / targets[1].best.rps,
      cpuRatioPercent: (100 * targets[1].cpuUs) / targets[0].cpuUs,
    };
  } finally {
    bare.stop();
  }
}

/** Starts its own `npm start` (scripts/start.mjs --no-build), measures, stops it. */
export async function measureApiRatio(options = {}) {
  const suite = await startSuite({ port: await freePort() });
  try {
    return await measureApiRatioOn(suite, options);
  } finally {
    await suite.stop();
  }
}

/** A Markdown table and a line with the ratio and the goals. */
export function apiRatioTable(result) {
  const rows = result.servers.map(
    (s) =>
      `| ${s.name} | ${s.rps.toFixed(0)} | ${s.p50.toFixed(1)} | ${s.p99.toFixed(1)} | ${s.cpuUs.toFixed(0)} |`,
  );
  const [start] = result.servers;
  return [
    `POST ${API_PATH}, ${CONCURRENCY} clientes, ${result.requests} peticiones por ronda, mejor de ${result.rounds}:`,
    '',
    '| servidor | req/s | p50 ms | p99 ms | CPU µs/petición |',
    '|---|--:|--:|--:|--:|',
    ...rows,
    '',
    `Proporción npm start / node:http: ${result.ratioPercent.toFixed(0)} % (objetivo ≥ ${API_GOALS.ratioPercent} %); ` +
      `por CPU por petición: ${result.cpuRatioPercent.toFixed(0)} %; ` +
      `p99 de npm start ${start.p99.toFixed(1)} ms (objetivo < ${API_GOALS.p99Ms} ms).`,
  ].join('\n');
}
