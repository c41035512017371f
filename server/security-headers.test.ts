import { readFileSync } from 'node:fs';
import path from 'node:path';
import notFound from '../netlify/functions/not-found';
import { htmlPage } from './html-page';
import { endpoint, json } from './http';
import { SECURITY_HEADERS, withSecurityHeaders } from './security-headers';

/** The `key = "value"` lines of netlify.toml's [[headers]] table for "/*". */
function tomlHeadersForAllPaths(): Record<string, string> {
  const toml = readFileSync(path.join(__dirname, '..', 'netlify.toml'), 'utf8');
  const block =
    /\[\[headers\]\]\s*\n\s*for = "\/\*"\s*\n\s*\[headers\.values\]\n([\s\S]*?)(?=\n\s*\[|$)/.exec(
      toml,
    )?.[1];
  if (!block) throw new Error('netlify.toml has no [[headers]] for "/*"');
  const headers: Record<string, string> = {};
  for (const match of block.matchAll(/^\s*([\w-]+)\s*=\s*"(.*)"\s*$/gm)) {
    if (match[1] && match[2] !== undefined) headers[match[1]] = match[2];
  }
  return headers;
}

const expectSecurityHeaders = (res: Response) => {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect([name, res.headers.get(name)]).toEqual([name, value]);
  }
};

describe('security headers', () => {
  it('are the same list in netlify.toml (static files) and in the functions', () => {
    expect(tomlHeadersForAllPaths()).toEqual(SECURITY_HEADERS);
  });

  // 'wasm-unsafe-eval' lets a page compile WebAssembly (the PDF report's layout engine, loaded on
  // click); it allows neither eval() nor inline scripts.
  it('forbid inline scripts: script-src allows only self, hashes, nonces and WebAssembly', () => {
    const csp = SECURITY_HEADERS['Content-Security-Policy'] ?? '';
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1]?.trim().split(/\s+/) ?? [];
    expect(scriptSrc.length).toBeGreaterThan(0);
    for (const source of scriptSrc) {
      expect(source).toMatch(
        /^('self'|'wasm-unsafe-eval'|'sha(256|384|512)-[A-Za-z0-9+/=]+'|'nonce-[\w+/=-]+')$/,
      );
    }
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  // A new browsing context group on every arrival from another origin: a commit task 2-3 times as
  // long, for a guard this site has little use of (security-headers.ts says the numbers).
  it('put no Cross-Origin-Opener-Policy on pages', () => {
    expect(Object.keys(SECURITY_HEADERS).map((name) => name.toLowerCase())).not.toContain(
      'cross-origin-opener-policy',
    );
  });

  it('are on JSON answers, error answers, HTML pages and the 404 page', async () => {
    expectSecurityHeaders(json({ ok: true }));
    const get = endpoint({ method: 'GET', handle: async () => new Response('x') });
    expectSecurityHeaders(await get(new Request('http://localhost/api/x')));
    expectSecurityHeaders(await get(new Request('http://localhost/api/x', { method: 'POST' })));
    expectSecurityHeaders(
      htmlPage({ title: 'T', paragraphs: [], link: { href: '/', text: 'Inicio' } }),
    );
    expectSecurityHeaders(await notFound(new Request('http://localhost/RENTABILIDAD')));
  });

  it('keep a header the response sets itself', () => {
    const res = withSecurityHeaders(
      new Response('x', { headers: { 'Referrer-Policy': 'no-referrer' } }),
    );
    expect(res.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });
});
