// What a log may say about a failed query: the SQLSTATE (or connection) code and the table, never
// the parameters, the query's values or the server's message (they quote e-mails, messages, text).

/** The innermost error's code and the table it names (or the query's first table). */
export function dbErrorSummary(error: unknown): string {
  let code: string | undefined;
  let table: string | undefined;
  let query: string | undefined;
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const found = current as {
      code?: unknown;
      table_name?: unknown;
      query?: unknown;
      cause?: unknown;
    };
    if (typeof found.code === 'string') code = found.code;
    if (typeof found.table_name === 'string' && found.table_name) table = found.table_name;
    if (typeof found.query === 'string') query ??= found.query;
    current = found.cause;
  }
  table ??= query ? tableOf(query) : undefined;
  const name = error instanceof Error ? error.name : 'error';
  return `${code ? `database error ${code}` : name}${table ? ` on ${table}` : ''}`;
}

function tableOf(query: string): string | undefined {
  return /\b(?:insert\s+into|update|delete\s+from|from)\s+"?([a-z_][a-z0-9_]*)"?/i.exec(query)?.[1];
}

/** Drizzle's wrapper (its message lists the parameters), postgres.js' error or a SQLSTATE code. */
export function isDatabaseError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const { name, code, query, cause } = current as Record<string, unknown>;
    if (name === 'DrizzleQueryError' || name === 'PostgresError' || typeof query === 'string')
      return true;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return true;
    current = cause;
  }
  return false;
}

/** A database error as its summary; any other as thrown, since a bug needs its stack. */
export function logServerError(scope: string, error: unknown, what?: string): void {
  const prefix = what ? `[${scope}] ${what}:` : `[${scope}]`;
  if (isDatabaseError(error)) console.error(`${prefix} ${dbErrorSummary(error)}`);
  else console.error(prefix, error);
}
