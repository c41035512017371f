// The purchase-cost API through `npm start` against a bare `node:http` server that answers the same
// bytes (status, headers, body of one real answer), in the same run on the same machine (issue 27:
// at least 50 % of its throughput, p99 < 50 ms at 50 clients). Each server runs in its own process;
// the load (50 concurrent keep-alive clients) alternates between them for `rounds` rounds and the
// best round of each is kept, with each server's CPU time per request (what the other processes on
// 2 shared cores do not change). Measures; asserts nothing.
//
// Six rounds: the first ones are still the warm-up of all three processes (the load's too: V8
// compiles their hot code as it runs). In a run of six on 2026-11-27 the bare server went from
// 10.087 to 14.541 req/s and `npm start` from 4.591 to 7.455; with three, the best round of each
// was still climbing. A server in production runs warm.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { bin } from './config.mjs';
import { freePort } from './embedded-db.mjs';
import { CONCURRENCY, load } from './load.mjs';
import { waitForHttp } from './process.mjs';
import { startSuite } from './suite-process.mjs';

export const API_GOALS = { ratioPercent: 50, p99Ms: 50 };

/** Rounds of each server's load (see above). */
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

/** One real answer of `npm start`: status, headers and body bytes, as a client gets them. */
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

/**
 * CPU seconds (user + system) a process has used: per request, the serving cost that the other
 * processes on the machine do not change (throughput does, on 2 shared cores). Linux only.
 */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/** The bare server: a child process that reads the request and answers the captured bytes. */
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

export async function measureApiRatio({
  rounds = ROUNDS,
  requests = 4000,
  log = console.log,
} = {}) {
  const suite = await startSuite({ port: await freePort() });
  let bare;
  try {
    const answer = await capture(suite.base);
    if (answer.status !== 200) throw new Error(`${API_PATH} respondió ${answer.status}`);
    bare = await startBare(answer);
    const targets = [
      { name: 'npm start', base: suite.base, pid: suite.pid, best: undefined },
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
    bare?.stop();
    await suite.stop();
  }
}

/** The result of `measureApiRatio` as a Markdown table and a line with the ratio and the goals. */
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
