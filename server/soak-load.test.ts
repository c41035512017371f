// The soak's own arithmetic (scripts/lib/soak-load.mjs): percentiles from its histogram stay within
// its 3 % buckets of the exact ones, and each request of the address flow comes from a new address.
import { printedByNode, scriptModuleUrl } from './testing/node-script';

const SOAK_LOAD = JSON.stringify(scriptModuleUrl('soak-load.mjs'));

describe('the soak histogram', () => {
  it('gives p50 and p99 within 3 % of the exact percentiles', () => {
    const script = `
      import { Histogram } from ${SOAK_LOAD};
      // A skewed sample, as latencies are: most fast, a long tail.
      const values = Array.from({ length: 20000 }, (_, i) => 0.5 + ((i * 7919) % 20000) ** 3 / 4e11);
      const histogram = new Histogram();
      for (const v of values) histogram.add(v);
      const sorted = [...values].sort((a, b) => a - b);
      const exact = (p) => sorted[Math.ceil((p / 100) * sorted.length) - 1];
      console.log(JSON.stringify([50, 99].map((p) => [histogram.percentile(p), exact(p)])));
    `;
    for (const [estimate, exact] of printedByNode<[number, number][]>(script)) {
      expect(Math.abs(estimate / exact - 1)).toBeLessThan(0.03);
    }
  });
});

describe('the soak client addresses', () => {
  it('are 100.000 distinct loopback addresses', () => {
    const script = `
      import { clientAddress } from ${SOAK_LOAD};
      const seen = new Set();
      let loopback = true;
      for (let i = 0; i < 100000; i += 1) {
        const address = clientAddress(i);
        seen.add(address);
        const parts = address.split('.').map(Number);
        loopback &&= parts.length === 4 && parts[0] === 127 && parts.every((n) => n >= 0 && n <= 255);
      }
      console.log(JSON.stringify({ distinct: seen.size, loopback }));
    `;
    expect(printedByNode(script)).toEqual({ distinct: 100000, loopback: true });
  });
});
