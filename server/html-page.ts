// Minimal standalone Spanish HTML pages for answers opened from an e-mail (no site bundle needed).
import { SECURITY_HEADERS } from './security-headers';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface HtmlPage {
  title: string;
  paragraphs: readonly string[];
  link: { href: string; text: string };
  /** A button that POSTs to `action` (a confirmation a mail scanner's GET must not trigger). */
  form?: { action: string; button: string };
  /** A second link above the way home (e.g. the way back out of a subscription). */
  extraLink?: { href: string; text: string };
}

/** A small accessible page with the suite's colours; styles are inline-only (CSP allows them). */
export function htmlPage(page: HtmlPage, status = 200): Response {
  const body = `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;background:#f7f8fa;color:#1b2330;line-height:1.6}
main{max-width:36rem;margin:4rem auto;padding:2rem;background:#fff;border:1px solid #d5dae2;border-radius:.5rem}
h1{font-size:1.5rem;margin:0 0 1rem}a{color:#0b5cad}
button{font:inherit;font-weight:600;padding:.6rem 1.2rem;border:0;border-radius:.375rem;background:#0b5cad;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #1b2330;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(page.title)}</h1>
${page.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${page.form ? `<form method="post" action="${escapeHtml(page.form.action)}"><button type="submit">${escapeHtml(page.form.button)}</button></form>` : ''}
${page.extraLink ? `<p><a href="${escapeHtml(page.extraLink.href)}">${escapeHtml(page.extraLink.text)}</a></p>` : ''}
<p><a href="${escapeHtml(page.link.href)}">${escapeHtml(page.link.text)}</a></p>
</main>
</body>
</html>
`;
  return new Response(body, {
    status,
    headers: {
      ...SECURITY_HEADERS,
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
    },
  });
}
