// Every page's main text is in the prerendered HTML in reading order, before the footer (no script needed).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { seedRoutes } from '../content/seed-routes';

const PUBLIC = path.join(__dirname, '..', 'public');

/** The built HTML of a route, as a crawler without JavaScript receives it. */
function builtHtml(routePath: string): string {
  const file = routePath === '/' ? 'index.html' : path.join(routePath.slice(1), 'index.html');
  return readFileSync(path.join(PUBLIC, file), 'utf8');
}

/** The words of an HTML fragment, tags and entities aside. */
function words(html: string): string[] {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<template[\s\S]*?<\/template>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word));
}

test.describe('reading order of the built HTML', () => {
  for (const route of seedRoutes()) {
    test(`${route.path}: the whole main text comes before <footer>, none held back for a script`, () => {
      const html = builtHtml(route.path);
      const footer = html.indexOf('<footer');
      const main = html.indexOf('<main');
      expect(main, 'a <main> element').toBeGreaterThan(-1);
      expect(footer, '<footer> after <main>').toBeGreaterThan(main);
      // React writes a Suspense boundary it holds back as a hidden div after the page, and a
      // template placeholder where it belongs; a static page must have neither.
      expect(html).not.toMatch(/<div hidden id="S:\d+"/);
      expect(html).not.toMatch(/<template id="B:\d+"/);
      const body = html.slice(html.indexOf('<body'));
      const afterFooter = body.slice(body.indexOf('</footer>'));
      // After the footer there is only the cookie banner, toasts and scripts: no page text.
      expect(words(afterFooter.replace(/<div[^>]*class="cookie[\s\S]*$/, '')).length).toBeLessThan(
        40,
      );
      const mainText = words(html.slice(main, footer)).join(' ');
      expect(mainText).toContain(route.heading.split(' ')[0]);
      expect(words(html.slice(main, footer)).length).toBeGreaterThan(60);
    });
  }
});
