// What a jsdom test's fetch resolves to (jsdom has no Response): as much as our code reads of one.

/** An answer with this status and body; `json()` parses the body, `blob()` wraps it. */
export function fakeResponse(status: number, body: string): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: {
      get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null),
    },
    text: () => Promise.resolve(body),
    json: () => Promise.resolve(JSON.parse(body) as unknown),
    blob: () => Promise.resolve(new Blob([body])),
  } as Response;
}
