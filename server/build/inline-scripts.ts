// Moves the inline scripts Gatsby writes into each page (page path, chunk map, compilation hash)
// into files, so that the Content-Security-Policy can forbid every inline script.
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

export const INLINE_SCRIPTS_DIR = '_inline';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/** True for <script> blocks the browser does not execute (JSON-LD and other data blocks). */
function isDataBlock(attributes: string): boolean {
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return (
    type !== undefined && !['text/javascript', 'module', 'application/javascript'].includes(type)
  );
}

/**
 * Replaces each executable inline script of `html` with a `<script src>` to a file named by the
 * hash of its content. Same order, same synchronous execution. Returns the new HTML and the files.
 * @example externaliseInlineScripts('<script>a=1</script>').html // '<script src="/_inline/<hash>.js"></script>'
 */
export function externaliseInlineScripts(html: string): {
  html: string;
  files: Map<string, string>;
} {
  const files = new Map<string, string>();
  const out = html.replace(SCRIPT, (whole, attributes: string, body: string) => {
    if (/\bsrc\s*=/i.test(attributes) || isDataBlock(attributes) || body.trim() === '')
      return whole;
    const name = `${createHash('sha256').update(body).digest('hex').slice(0, 20)}.js`;
    files.set(name, body);
    const id = /\bid\s*=\s*("[^"]*"|'[^']*')/i.exec(attributes)?.[1];
    return `<script src="/${INLINE_SCRIPTS_DIR}/${name}"${id ? ` id=${id}` : ''}></script>`;
  });
  return { html: out, files };
}

async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

/** Rewrites every HTML file under `publicDir`; returns how many scripts were moved. */
export async function externaliseInlineScriptsIn(publicDir: string): Promise<number> {
  const outDir = path.join(publicDir, INLINE_SCRIPTS_DIR);
  await fs.mkdir(outDir, { recursive: true });
  let moved = 0;
  for await (const file of htmlFiles(publicDir)) {
    const { html, files } = externaliseInlineScripts(await fs.readFile(file, 'utf8'));
    if (files.size === 0) continue;
    for (const [name, body] of files) await fs.writeFile(path.join(outDir, name), body);
    await fs.writeFile(file, html);
    moved += files.size;
  }
  return moved;
}
