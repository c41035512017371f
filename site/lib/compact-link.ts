// A link short enough to print and to scan: its fragment deflated and written in base64url
// ('#z=…'). The page opens it by inflating the fragment back in place before the tool reads it.
// Both directions use the browser's own (De)CompressionStream, so no codec weighs on a first load.

const MARK = 'z=';

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

async function through(
  bytes: Uint8Array<ArrayBuffer>,
  stream: GenericTransformStream,
): Promise<Uint8Array<ArrayBuffer>> {
  const out = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

/** @example await compactLink('https://x.es/a#price=1') // 'https://x.es/a#z=K8rKL…' */
export async function compactLink(url: string): Promise<string> {
  const at = url.indexOf('#');
  if (at < 0 || at === url.length - 1) return url;
  const packed = await through(
    new TextEncoder().encode(url.slice(at + 1)),
    new CompressionStream('deflate-raw'),
  );
  return `${url.slice(0, at)}#${MARK}${toBase64Url(packed)}`;
}

/** The fragment a compact one stands for ('price=1'), or null when `hash` is not compact or broken. */
export async function expandFragment(hash: string): Promise<string | null> {
  const body = hash.replace(/^#/, '');
  if (!body.startsWith(MARK) || body.includes('&')) return null;
  try {
    const bytes = await through(
      fromBase64Url(body.slice(MARK.length)),
      new DecompressionStream('deflate-raw'),
    );
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

export function isCompactFragment(hash: string): boolean {
  return hash.startsWith(`#${MARK}`);
}

/** Rewrites the address' compact fragment into its values, so the page reads them as any link's. */
export async function expandAddress(): Promise<void> {
  const { hash, pathname, search } = window.location;
  if (!isCompactFragment(hash)) return;
  const fragment = await expandFragment(hash);
  // A broken one is left as it is: the tool then says the link could not be read.
  if (fragment === null) return;
  window.history.replaceState(window.history.state, '', `${pathname}${search}#${fragment}`);
}
