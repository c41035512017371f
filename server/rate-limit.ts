// Per-client rate limiting: an in-memory sliding window per key (one function instance's view).
import type { Context } from '@netlify/functions';
import { jsonError } from './http';

export interface RateLimitDecision {
  allowed: boolean;
  /** 0 when allowed. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  check(key: string, now?: number): RateLimitDecision;
  reset(): void;
  /** Keys held: an IP or address is forgotten once its window has passed. */
  size(): number;
}

/** Keys held at most, whatever the flood of new ones: each holds at most `limit()` times. */
export const MAX_KEYS = 10_000;
/** Keys at their limit skipped (moved to the back) before one is dropped anyway. */
const SPARED_PER_EVICTION = 8;

/** `limit()` is read on every check so the environment can change it. */
export function createRateLimiter(
  limit: () => number,
  windowMs: number,
  maxKeys = MAX_KEYS,
): RateLimiter {
  const hits = new Map<string, number[]>();
  // Keys stay in the order of their last counted request, so the stale ones are at the front.
  const forgetStale = (now: number) => {
    for (const [key, times] of hits) {
      if (now - (times.at(-1) ?? now) < windowMs) break;
      hits.delete(key);
    }
  };
  // When full, the oldest key goes, unless it is at its limit: a refused client must not be
  // forgotten because others keep arriving.
  const evictOne = (max: number, now: number) => {
    let spared = 0;
    for (const [key, times] of hits) {
      hits.delete(key);
      const limited = times.length >= max && now - (times[0] ?? 0) < windowMs;
      if (!limited || spared >= SPARED_PER_EVICTION) return;
      hits.set(key, times);
      spared += 1;
    }
  };
  return {
    check(key, now = Date.now()) {
      forgetStale(now);
      const max = limit();
      const recent = (hits.get(key) ?? []).filter((t) => now - t < windowMs);
      if (recent.length >= max) {
        hits.set(key, recent);
        const oldest = recent[0] ?? now;
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now) / 1000)),
        };
      }
      recent.push(now);
      hits.delete(key);
      hits.set(key, recent);
      if (hits.size > maxKeys) evictOne(max, now);
      return { allowed: true, retryAfterSeconds: 0 };
    },
    reset() {
      hits.clear();
    },
    size() {
      return hits.size;
    },
  };
}

/** Netlify's context first, then proxy headers, then 'unknown' (one shared bucket). */
export function clientIp(req: Request, context?: Pick<Context, 'ip'>): string {
  const fromContext = context?.ip?.trim();
  if (fromContext) return fromContext;
  const netlify = req.headers.get('x-nf-client-connection-ip')?.trim();
  if (netlify) return netlify;
  const forwarded = req.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || 'unknown';
}

/** Read on every check (a positive integer), else the default. */
export function limitFromEnv(name: string, fallback: number): () => number {
  return () => {
    const configured = Number(process.env[name]);
    return Number.isInteger(configured) && configured > 0 ? configured : fallback;
  };
}

/** The first refusal, or allowed; a refusal does not count against the later limits. */
export function checkLimits(
  checks: readonly (readonly [RateLimiter, string])[],
  now = Date.now(),
): RateLimitDecision {
  for (const [limiter, key] of checks) {
    const decision = limiter.check(key, now);
    if (!decision.allowed) return decision;
  }
  return { allowed: true, retryAfterSeconds: 0 };
}

/** A Spanish sentence and Retry-After. */
export function tooManyRequests(decision: RateLimitDecision, message: string): Response {
  return jsonError(
    429,
    message,
    {},
    {
      'Retry-After': String(decision.retryAfterSeconds),
    },
  );
}
