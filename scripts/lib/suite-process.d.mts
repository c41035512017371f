// Types of suite-process.mjs for the TypeScript callers (the e2e specs).
export interface Suite {
  base: string;
  pid: number;
  databaseUrl: string;
  output(): string;
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; ms: number }>;
}

export function startSuite(options: {
  port: number;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<Suite>;
export function rssMb(pid: number): number | undefined;
export function subscriptionBurst(
  base: string,
  options?: { requests?: number; addresses?: number; prefix?: string },
): Promise<{ statuses: Map<number | string, number>; retryAfter: number }>;
export function countSubscribers(databaseUrl: string, prefix?: string): Promise<number>;
