// The security headers of every response. Netlify applies netlify.toml's [[headers]] only to the
// files it serves itself, not to function answers, so the functions add the same ones; a test keeps
// both lists equal.
//
// No Cross-Origin-Opener-Policy. With `same-origin` (or `same-origin-allow-popups`) every arrival
// from another origin, a search result or Lighthouse's blank tab, puts the page in a new browsing
// context group: Chromium commits it in a fresh renderer process, and that commit task took 2 to 3
// times as long on this host (issue 27; Lighthouse, 8 loads each of Aragón's page with the other
// headers: 26,5 ms median with it, 12,6 without; a page with one heading: 10,8 and 30,1 ms), the
// whole of the blocking time Lighthouse still counted on our pages (TBT 0-54 ms with it, 0 in all 8
// without). What it guards against, a window from another origin keeping a handle on ours, is little
// here: no accounts or sessions, nothing of one visitor that another origin could read through a
// window handle; framing is refused (frame-ancestors 'none', X-Frame-Options) and our links that
// open a new tab (the official sources) say rel="noopener noreferrer".

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; manifest-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
};

/** Adds every security header the response does not set itself; returns the same response. */
export function withSecurityHeaders(response: Response): Response {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (!response.headers.has(name)) response.headers.set(name, value);
  }
  return response;
}
