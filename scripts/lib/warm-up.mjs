// Requests `npm start` sends itself before it listens, on a loopback port of its own: V8 compiles
// the hot path (HTTP parsing, the bridge, validation, the calculation, the static files) while no
// visitor waits, so the first visitors get the answers of a warm server. Nothing that writes rows.
import http from 'node:http';

const purchase = (i) =>
  JSON.stringify({
    propertyPrice: 150_000 + (i % 7) * 25_000,
    propertyType: i % 5 === 0 ? 'new' : 'used',
    autonomousCommunity: ['madrid', 'andalucia', 'cataluna', 'valencia', 'madrid'][i % 5],
    ...(i % 3 === 0 ? { isFirstHome: true } : {}),
  });

/** `[method, path, body?]` for the i-th request: mostly the calculation, some refusals and pages. */
function warmRequest(i) {
  switch (i % 20) {
    case 0:
      return ['POST', '/api/calculate-purchase-costs', '{"propertyPrice": -1}'];
    case 1:
      return ['GET', '/api/health'];
    case 2:
      return ['GET', '/'];
    case 3:
      return ['GET', '/no-existe/'];
    case 4:
      // A few workbooks: the first visitor to ask for one would otherwise compile ExcelJS.
      return i < 60
        ? ['POST', '/api/excel-template/rentabilidad', '{"purchasePrice":"150000"}']
        : ['POST', '/api/calculate-purchase-costs', purchase(i)];
    default:
      return ['POST', '/api/calculate-purchase-costs', purchase(i)];
  }
}

function send(agent, port, [method, path, body]) {
  return new Promise((resolve) => {
    const bytes = body === undefined ? undefined : Buffer.from(body);
    const headers = bytes
      ? { 'content-type': 'application/json', 'content-length': bytes.length }
      : { 'accept-encoding': 'br, gzip' };
    const req = http.request({ host: '127.0.0.1', port, path, method, agent, headers }, (res) => {
      res.resume();
      res.on('end', resolve);
      res.on('error', resolve);
    });
    req.on('error', resolve);
    req.end(bytes);
  });
}

/**
 * Serves `requests` requests to itself through `listener`, fewer if `maxMs` runs out (a busy
 * machine); resolves with how many and the time it took.
 */
export async function warmUp(listener, { requests = 3000, concurrency = 16, maxMs = 4000 } = {}) {
  const started = performance.now();
  const server = http.createServer({ keepAliveTimeout: 5000 }, listener);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  let next = 0;
  try {
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < requests && performance.now() - started < maxMs) {
          await send(agent, port, warmRequest(next++));
        }
      }),
    );
  } finally {
    agent.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  return { requests: next, ms: performance.now() - started };
}
