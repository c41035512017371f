/**
 * @jest-environment jsdom
 */
// The sources page lists both market figures: the value in use with its month and source, then the
// values it replaced, newest first, each saying which month replaced it.
import '@testing-library/jest-dom';
import { render, within } from '@testing-library/react';
import * as React from 'react';
import {
  BOND_10Y_DEFAULT,
  EURIBOR_12M_DEFAULT,
  MARKET_FIGURES_DEFAULT,
} from '../../../core/market-figures';
import { sourcesPageData } from '../../../core/sources-page';
import SourcesList from './SourcesList';

const bde = { source: 'Banco de España', url: 'https://www.bde.es/tabla.csv' };
const figures = {
  ...MARKET_FIGURES_DEFAULT,
  euribor12m: { ...bde, value: 2.389, month: '2026-04' },
  history: {
    // Stored oldest first, as the monthly refresh keeps them.
    euribor12m: [EURIBOR_12M_DEFAULT, { ...bde, value: 2.3, month: '2026-03' }],
    bond10y: [],
  },
};

const section = (container: HTMLElement, key: string) => {
  const found = container.querySelector(`[data-market-figure="${key}"]`);
  if (!(found instanceof HTMLElement)) throw new Error(`no ${key}`);
  return found;
};

describe('market figures on the sources page', () => {
  it('lists the Euríbor in use, then each earlier month with what replaced it', () => {
    const { container } = render(<SourcesList page={sourcesPageData(figures)} />);
    const rows = section(container, 'euribor12m').querySelectorAll('li');
    expect([...rows].map((row) => row.getAttribute('data-figure-month'))).toEqual([
      '2026-04',
      '2026-03',
      '2026-02',
    ]);
    expect(rows[0]).toHaveTextContent(
      /^Abril de 2026: 2,389\s% \(dato en uso\)Fuente: Banco de España$/,
    );
    expect(rows[1]).toHaveTextContent(
      'Marzo de 2026: 2,3 % (sustituido por el dato de abril de 2026)',
    );
    expect(rows[2]).toHaveTextContent(
      `Febrero de 2026: 2,221 % (sustituido por el dato de marzo de 2026)Fuente: ${EURIBOR_12M_DEFAULT.source}`,
    );
    expect(within(rows[2] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      EURIBOR_12M_DEFAULT.url,
    );
  });

  it('shows the bond with its source and says when there is no earlier value yet', () => {
    const { container } = render(<SourcesList page={sourcesPageData(figures)} />);
    const bond = section(container, 'bond10y');
    expect(bond.querySelectorAll('li')).toHaveLength(1);
    expect(bond).toHaveTextContent(`3,17 % (dato en uso)Fuente: ${BOND_10Y_DEFAULT.source}`);
    expect(bond).toHaveTextContent('Todavía no hay valores anteriores guardados');
  });

  it('is reached from the index and not counted among the tax rules', () => {
    const page = sourcesPageData(figures);
    expect(page.ruleCount).toBe(sourcesPageData().ruleCount);
    const { container } = render(<SourcesList page={page} />);
    const link = container.querySelector('#indice a[href="#cifras-de-mercado"]');
    expect(link).toHaveTextContent('Euríbor y bono español a 10 años');
    expect(container.querySelector('#cifras-de-mercado h2')).toHaveTextContent(
      'Euríbor y bono español a 10 años',
    );
  });
});
