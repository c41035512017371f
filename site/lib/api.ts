// The browser's request helper (spec section 7): credentials always, JSON body only when present.

/** Raised for any non-OK answer; its message is "<status>: <body or status text>". */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Raises ApiError unless the response is OK (spec section 8). */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new ApiError(res.status, `${res.status}: ${text}`);
}

/** Sends a request to our API and returns the raw response once it is known to be OK. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { 'Content-Type': 'application/json' } : {},
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

/** What to do when a query answers 401: throw (the default) or resolve to null. */
export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The generic data loader: GET the query key parts joined by '/', parse JSON. */
export async function getQuery<T>(
  queryKey: readonly string[],
  { on401 = 'throw' }: { on401?: UnauthorizedBehavior } = {},
): Promise<T | null> {
  const res = await fetch(queryKey.join('/'), { credentials: 'include' });
  if (on401 === 'returnNull' && res.status === 401) return null;
  await throwIfResNotOk(res);
  return (await res.json()) as T;
}

/** Human message for a caught error: the ApiError text, or the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
