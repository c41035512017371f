import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ANALYSIS_PATH } from '../../core/routes';
import { PAGE_STYLE_SHEETS, pageStylesFor } from './page-styles';

const ROOT = path.resolve(__dirname, '../..');

describe('a page’s own style sheet', () => {
  it('is the analysis sheet, minified, for the analysis page (with or without its last slash)', async () => {
    const css = await pageStylesFor(`${ANALYSIS_PATH}/`);
    const source = readFileSync(path.join(ROOT, 'site/styles/analysis.css'), 'utf8');
    expect(css).toContain('.analysis-steps');
    expect(css).not.toContain('/*');
    expect(css!.length).toBeLessThan(source.length * 0.8);
  });

  it('is nothing for a page without one', async () => {
    expect(await pageStylesFor('/hipoteca')).toBeUndefined();
  });

  it('is not also in the sheet every page inlines (gatsby-browser.tsx)', () => {
    const browser = readFileSync(path.join(ROOT, 'gatsby-browser.tsx'), 'utf8');
    for (const sheet of Object.values(PAGE_STYLE_SHEETS)) expect(browser).not.toContain(sheet);
  });
});
