/**
 * @jest-environment jsdom
 */
// The page "Fuentes y actualizaciones" as a visitor reads it: an index whose links reach every
// section, each rule with its dates, official link and, where pending, what is missing.
import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import * as React from 'react';
import { sourcesPageData } from '../../../core/sources-page';
import SourcesList, { INDEX_ID, byTax } from './SourcesList';

const page = sourcesPageData();

function renderPage() {
  return render(<SourcesList page={page} />);
}

describe('SourcesList', () => {
  it('has an index with one link per section, each to a section with that heading', () => {
    const { container } = renderPage();
    const index = container.querySelector(`#${INDEX_ID}`);
    if (!(index instanceof HTMLElement)) throw new Error('no index');
    const links = within(index).getAllByRole('link');
    // One per tax section, and one for the market figures.
    expect(links).toHaveLength(page.sections.length + 1);
    for (const link of links) {
      const id = link.getAttribute('href')?.slice(1) ?? '';
      const section = container.querySelector(`section#${CSS.escape(id)}`);
      if (!(section instanceof HTMLElement)) throw new Error(`no section ${id}`);
      expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(
        link.textContent ?? '',
      );
    }
  });

  it('shows every rule with its official link and every pending reason', () => {
    const { container } = renderPage();
    const items = container.querySelectorAll('li.source-rule:not([data-figure-month])');
    expect(items).toHaveLength(page.ruleCount);
    expect(container.querySelectorAll('.source-rule__pending')).toHaveLength(page.pendingCount);
    const rule = page.sections[0]?.rules[0];
    if (!rule) throw new Error('no rule');
    expect(screen.getAllByRole('link', { name: rule.citation })[0]).toHaveAttribute(
      'href',
      rule.source,
    );
  });

  it('dates a superseded rule from and to, and says it was replaced', () => {
    renderPage();
    const valencia = screen.getByRole('region', { name: 'Comunitat Valenciana' });
    expect(valencia).toHaveTextContent(
      /En vigor al menos del 1 de enero de 2025 al 31 de mayo de 2026 \(sustituida\)/,
    );
    expect(valencia).toHaveTextContent('En vigor desde el 1 de junio de 2026');
    expect(within(valencia).getByRole('link', { name: /Gastos de compra en/ })).toHaveAttribute(
      'href',
      '/gastos-compra-vivienda/valencia',
    );
  });

  it('groups a section by tax in the order of the tables', () => {
    const groups = byTax(page.sections[0]?.rules ?? []);
    expect(groups.map(([tax]) => tax)).toEqual(['ITP', 'AJD', 'IVA']);
    expect(groups.flatMap(([, rules]) => rules)).toHaveLength(page.sections[0]?.rules.length ?? 0);
  });
});
