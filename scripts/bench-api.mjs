// `npm run bench:api`: the purchase-cost API through `npm start` against a bare `node:http` server
// that answers the same bytes (status, headers, body of one real answer), in the same run on the
// same machine. Each server runs in its own process; the load (50 concurrent keep-alive clients)
// alternates between them for ROUNDS rounds and the best round of each is kept. Prints both, the
// ratio, and p99 at 50 clients. Prints numbers; asserts nothing (issue 27's goal: ratio >= 50 %,
// p99 < 50 ms).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { bin } from './lib/config.mjs';
import { freePort } from './lib/embedded-db.mjs';
import { CONCURRENCY, load } from './lib/load.mjs';
import { waitForHttp } from './lib/process.mjs';
import { startSuite } from './lib/suite-process.mjs';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    requests: { type: 'string', default: '4000' },
  },
});
const rounds = Math.max(1, Number(values.rounds));
const requests = Math.max(100, Number(values.requests));

const PATH = '/api/calculate-purchase-costs';
const BODY = JSON.stringify({
  propertyPrice: 200000,
  propertyType: 'used',
  autonomousCommunity: 'madrid',
});
const request = () => [
  PATH,
  { method: 'POST', headers: { 'content-type': 'application/json' }, body: BODY },
];

/** One real answer of `npm start`: status, headers and body bytes, as a client gets them. */
function capture(base) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${PATH}`,
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

const suite = await startSuite({ port: await freePort() });
let bare;
try {
  const answer = await capture(suite.base);
  if (answer.status !== 200) throw new Error(`${PATH} respondió ${answer.status}`);
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
      console.log(line);
      if (!target.best || result.rps > target.best.rps) target.best = result;
      if (!(target.cpuUs <= cpuUs)) target.cpuUs = cpuUs;
    }
  }
  const [start, node] = targets.map((target) => target.best);
  console.log(
    `\nPOST ${PATH}, ${CONCURRENCY} clientes, ${requests} peticiones por ronda, mejor de ${rounds}:`,
  );
  console.log('| servidor | req/s | p50 ms | p99 ms | CPU µs/petición |\n|---|--:|--:|--:|--:|');
  for (const target of targets) {
    const { rps, p50, p99 } = target.best;
    console.log(
      `| ${target.name} | ${rps.toFixed(0)} | ${p50.toFixed(1)} | ${p99.toFixed(1)} | ${target.cpuUs.toFixed(0)} |`,
    );
  }
  console.log(
    `Proporción npm start / node:http: ${((100 * start.rps) / node.rps).toFixed(0)} % (objetivo ≥ 50 %); p99 de npm start ${start.p99.toFixed(1)} ms (objetivo < 50 ms); ` +
      `por CPU: ${((100 * targets[1].cpuUs) / targets[0].cpuUs).toFixed(0)} %`,
  );
} finally {
  bare?.stop();
  await suite.stop();
}
