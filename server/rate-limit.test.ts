// The in-memory sliding-window limiter and the client IP it is keyed by.
import { MAX_KEYS, clientIp, createRateLimiter } from './rate-limit';

describe('createRateLimiter', () => {
  it('allows the limit within the window, then refuses with the seconds to wait', () => {
    const limiter = createRateLimiter(() => 2, 60_000);
    expect(limiter.check('a', 0).allowed).toBe(true);
    expect(limiter.check('a', 10_000).allowed).toBe(true);
    expect(limiter.check('a', 20_000)).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(limiter.check('b', 20_000).allowed).toBe(true);
  });

  it('slides: a request is allowed again once the oldest leaves the window', () => {
    const limiter = createRateLimiter(() => 1, 1000);
    expect(limiter.check('a', 0).allowed).toBe(true);
    expect(limiter.check('a', 999).allowed).toBe(false);
    expect(limiter.check('a', 1000).allowed).toBe(true);
  });

  it('does not count refused requests', () => {
    const limiter = createRateLimiter(() => 1, 1000);
    limiter.check('a', 0);
    for (let t = 1; t < 1000; t += 100) limiter.check('a', t);
    expect(limiter.check('a', 1000).allowed).toBe(true);
  });

  it('forgets a key once its window has passed, without waiting for other keys', () => {
    const limiter = createRateLimiter(() => 3, 1000);
    limiter.check('a', 0);
    limiter.check('b', 500);
    limiter.check('a', 600);
    expect(limiter.size()).toBe(2);
    // 'b' last counted at 500: gone at 1500; 'a' at 600 stays until 1600.
    limiter.check('c', 1500);
    expect(limiter.size()).toBe(2);
    limiter.check('c', 1600);
    expect(limiter.size()).toBe(1);
    expect(limiter.check('a', 1600)).toEqual({ allowed: true, retryAfterSeconds: 0 });
  });
});

describe('createRateLimiter under a flood of distinct clients', () => {
  const ip = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

  it('holds at most MAX_KEYS clients after 100.000, and a client at its limit stays refused', () => {
    const limiter = createRateLimiter(() => 5, 60_000);
    for (let t = 0; t < 5; t += 1) expect(limiter.check('abuser', t).allowed).toBe(true);
    expect(limiter.check('abuser', 5).allowed).toBe(false);
    // 100.000 new addresses within the same minute, one request each.
    for (let i = 0; i < 100_000; i += 1) limiter.check(ip(i), 10 + i * 0.5);
    expect(limiter.size()).toBeLessThanOrEqual(MAX_KEYS);
    expect(limiter.check('abuser', 50_010).allowed).toBe(false);
    // Its window ends 60 s after its first request: then it is allowed again.
    expect(limiter.check('abuser', 60_000).allowed).toBe(true);
  });

  it('drops a full client whose window has passed like any other', () => {
    const limiter = createRateLimiter(() => 2, 1000, 100);
    limiter.check('old', 0);
    limiter.check('old', 1);
    for (let i = 0; i < 300; i += 1) limiter.check(ip(i), 500 + i * 10);
    // 'old' last counted at 1: stale from 1001, and gone by the time the flood has filled the map.
    expect(limiter.size()).toBeLessThanOrEqual(100);
    expect(limiter.check('old', 3500)).toEqual({ allowed: true, retryAfterSeconds: 0 });
  });

  it('still drops the oldest when every client is at its limit', () => {
    const limiter = createRateLimiter(() => 1, 60_000, 50);
    for (let i = 0; i < 500; i += 1) limiter.check(ip(i), i);
    expect(limiter.size()).toBeLessThanOrEqual(50);
  });
});

describe('clientIp', () => {
  const req = (headers: Record<string, string>) => new Request('http://x/', { headers });

  it("prefers Netlify's context, then its header, then the first forwarded address", () => {
    expect(clientIp(req({ 'x-forwarded-for': '5.5.5.5' }), { ip: '1.1.1.1' })).toBe('1.1.1.1');
    expect(
      clientIp(req({ 'x-nf-client-connection-ip': '2.2.2.2', 'x-forwarded-for': '5.5.5.5' })),
    ).toBe('2.2.2.2');
    expect(clientIp(req({ 'x-forwarded-for': ' 3.3.3.3, 10.0.0.1' }))).toBe('3.3.3.3');
    expect(clientIp(req({}))).toBe('unknown');
  });
});
