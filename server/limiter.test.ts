// npm start's function slots (scripts/lib/limiter.mjs): one client address holds at most
// `perClient` of them, and a waiting request of another client is not stuck behind it.
import { printedByNode, scriptModuleUrl } from './testing/node-script';

interface Run {
  startedAtOnce: string[];
  startedInOrder: string[];
  mostAtOnce: Record<string, number>;
  results: boolean[];
}

function run(perClient: number, concurrency: number, keys: string[]): Run {
  const script = `
    import { createLimiter } from ${JSON.stringify(scriptModuleUrl('limiter.mjs'))};
    const limiter = createLimiter({ concurrency: ${concurrency}, queueSize: 100, queueTimeoutMs: 2000, perClient: ${perClient} });
    const keys = ${JSON.stringify(keys)};
    const running = new Map();
    const mostAtOnce = {};
    const started = [];
    const release = [];
    const runs = keys.map((key, i) => limiter.run(async () => {
      started.push(key + i);
      running.set(key, (running.get(key) ?? 0) + 1);
      mostAtOnce[key] = Math.max(mostAtOnce[key] ?? 0, running.get(key));
      await new Promise((resolve) => release.push(resolve));
      running.set(key, running.get(key) - 1);
    }, key));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const startedAtOnce = [...started];
    // Let every task finish, one release at a time as slots free up.
    while (release.length > 0) {
      release.shift()();
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const results = (await Promise.all(runs)).map((r) => r.ok);
    console.log(JSON.stringify({ startedAtOnce, startedInOrder: started, mostAtOnce, results }));
  `;
  return printedByNode<Run>(script);
}

describe('createLimiter', () => {
  it('gives one client at most 4 slots; another client starts at once', () => {
    const keys = ['a', 'a', 'a', 'a', 'a', 'a', 'b', 'b'];
    const result = run(4, 16, keys);
    expect(result.startedAtOnce).toEqual(['a0', 'a1', 'a2', 'a3', 'b6', 'b7']);
    expect(result.mostAtOnce).toEqual({ a: 4, b: 2 });
    // The two waiting requests of client a ran once its own slots freed.
    expect(result.results).toEqual(keys.map(() => true));
  });

  it('still bounds all clients together', () => {
    const result = run(4, 3, ['a', 'b', 'c', 'd']);
    expect(result.startedAtOnce).toEqual(['a0', 'b1', 'c2']);
    expect(result.results).toEqual([true, true, true, true]);
  });

  it('gives a freed slot to the request that has waited longest, whichever its client', () => {
    const result = run(4, 1, ['x', 'a', 'b', 'b', 'a']);
    expect(result.startedAtOnce).toEqual(['x0']);
    expect(result.startedInOrder).toEqual(['x0', 'a1', 'b2', 'b3', 'a4']);
  });
});
