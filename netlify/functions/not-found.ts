// Every path nothing else serves: a permanent redirect when only the letter case differs from a
// route or a built page ('/RENTABILIDAD' -> '/rentabilidad'), else the 404 page with status 404.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '@netlify/functions';
import { PAGE_PATHS_FILE, lowercasePath } from '../../core/paths';
import { NOT_FOUND_META, canonicalPathFor } from '../../core/routes';
import { SECURITY_HEADERS } from '../../server/security-headers';

/**
 * The deployed files, read from disk (netlify.toml includes them in this function), never fetched
 * from the address a client names: `npm start` sets SITE_PUBLISH_DIR, else `public` here.
 */
function publishedFile(name: string): Promise<string> {
  const dir = process.env.SITE_PUBLISH_DIR ?? path.resolve('public');
  return readFile(path.join(dir, name.replace(/^\/+/, '')), 'utf8');
}

/** Read once per instance (a new build is a new deploy). */
let builtPages: Promise<ReadonlySet<string>> | undefined;

async function readBuiltPages(): Promise<ReadonlySet<string>> {
  try {
    return new Set(JSON.parse(await publishedFile(PAGE_PATHS_FILE)) as string[]);
  } catch {
    // Read again next time rather than remember a failure.
    builtPages = undefined;
    return new Set();
  }
}

/** The lowercase address of a page of the build, for a path that only differs from it by case. */
async function builtPageFor(url: URL): Promise<string | undefined> {
  const lower = lowercasePath(url.pathname);
  // Already lowercase: nowhere to go, and the list is not read.
  if (lower === undefined || lower === url.pathname) return undefined;
  builtPages ??= readBuiltPages();
  return (await builtPages).has(lower) ? lower : undefined;
}

const FALLBACK_PAGE = `<!doctype html><html lang="es"><title>404</title><h1>${NOT_FOUND_META.heading}</h1></html>`;

export default async (req: Request): Promise<Response> => {
  const url = new URL(req.url);
  const canonical = canonicalPathFor(url.pathname) ?? (await builtPageFor(url));
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
  const body = await publishedFile('404.html').catch(() => FALLBACK_PAGE);
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
  // Literals: Netlify reads the config without running it (a constant breaks `netlify dev`).
  excludedPath: ['/api/*', '/.netlify/*'],
  preferStatic: true,
};
