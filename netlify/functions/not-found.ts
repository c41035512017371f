// Every path no file or function serves: a permanent redirect when only the letter case differs
// from a route ('/RENTABILIDAD' -> '/rentabilidad'), otherwise the 404 page with status 404.
import type { Config } from '@netlify/functions';
import { canonicalPathFor } from '../../core/routes';
import { SECURITY_HEADERS } from '../../server/security-headers';

export default async (req: Request): Promise<Response> => {
  const url = new URL(req.url);
  const canonical = canonicalPathFor(url.pathname);
  if (canonical && canonical !== url.pathname) {
    return new Response(null, {
      status: 301,
      headers: {
        ...SECURITY_HEADERS,
        Location: `${canonical}${url.search}`,
        'Cache-Control': 'public, max-age=3600',
      },
    });
  }
  const page = await fetch(new URL('/404.html', url.origin));
  const body = page.ok
    ? await page.text()
    : '<!doctype html><title>404</title><h1>Page Not Found</h1>';
  return new Response(req.method === 'HEAD' ? null : body, {
    status: 404,
    headers: {
      ...SECURITY_HEADERS,
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
    },
  });
};

export const config: Config = {
  path: '/*',
  excludedPath: ['/api/*', '/.netlify/*'],
  preferStatic: true,
};
