import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ANALYSIS_PATH } from '../../core/routes';
import { PAGE_STYLE_SHEETS, pageStylesFor } from './page-styles';

const ROOT = path.resolve(__dirname, '../..');

describe('a page’s own style sheet', () => {
  it('is the tools’ and the analysis sheet, minified, for the analysis page (with or without its last slash)', async () => {
    const css = await pageStylesFor(`${ANALYSIS_PATH}/`);
    const source = ['tools.css', 'analysis.css']
      .map((sheet) => readFileSync(path.join(ROOT, 'site/styles', sheet), 'utf8'))
      .join('');
    expect(css).toContain('.analysis-steps');
    expect(css).toContain('.tool__results');
    expect(css).not.toContain('/*');
    expect(css?.length).toBeLessThan(source.length * 0.8);
  });

  it('is the tools’ sheet for a page with a tool, a community page among them', async () => {
    for (const page of ['/hipoteca', '/gastos-compra-vivienda/madrid']) {
      const css = await pageStylesFor(page);
      expect(css).toContain('.tool__results');
      expect(css).not.toContain('.analysis-steps');
    }
  });

  it('is nothing for a guide, a legal page or the home', async () => {
    for (const page of ['/', '/guia-inmobiliarios/como-tributa-alquiler-irpf', '/aviso-legal']) {
      expect(await pageStylesFor(page)).toBeUndefined();
    }
  });

  it('is not also in the sheet every page inlines (gatsby-browser.tsx)', () => {
    const browser = readFileSync(path.join(ROOT, 'gatsby-browser.tsx'), 'utf8');
    for (const sheets of Object.values(PAGE_STYLE_SHEETS)) {
      for (const sheet of sheets) expect(browser).not.toContain(sheet);
    }
  });
});
