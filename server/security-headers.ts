// Every response's security headers: Netlify applies netlify.toml's [[headers]] only to its own
// files, so the functions add the same (a test keeps both lists equal). No Cross-Origin-Opener-Policy:
// it puts every cross-origin arrival in a fresh renderer, whose commit was all our remaining blocking
// time, and guards little without accounts; framing is refused and new-tab links say noopener.

// The one inline script allowed is the page-script loader, by its hash (server/build/page-scripts.ts:
// LOADER_CSP_SOURCE; a test holds them equal).
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'sha256-rxQkiRa+UUGfHPYXx19u33v/p7iq0Wp5X1MLvCZRNL4='; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; manifest-src 'self'; worker-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
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
