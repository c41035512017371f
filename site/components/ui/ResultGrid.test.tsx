/** @jest-environment jsdom */
// ResultGrid draws a tool's rows: in their order, only those that apply, each with its tone, hint and
// data attributes, and a figure that does not exist says why instead of 0.
import '@testing-library/jest-dom';
import { render } from '@testing-library/react';
import * as React from 'react';
import ResultGrid, { ResultList, readRows, type ResultRow } from './ResultGrid';

interface Sale {
  gain: number;
  rate: number | null;
  exempt: number;
}

const ROWS: readonly ResultRow<Sale>[] = [
  {
    field: 'gain',
    label: (r) => (r.gain < 0 ? 'Pérdida' : 'Ganancia'),
    value: (r) => r.gain,
    format: 'euros',
    tone: (r) => (r.gain < 0 ? 'negative' : 'positive'),
    hint: 'Venta menos compra.',
    headline: true,
  },
  { field: 'rate', label: 'Tipo', value: (r) => r.rate, format: 'percent', missing: 'Sin tipo' },
  {
    field: 'exempt',
    label: 'Exenta',
    value: (r) => r.exempt,
    format: 'euros',
    when: (r) => r.exempt > 0,
  },
];

const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s/g, ' ');
const figure = (container: HTMLElement, field: string) =>
  container.querySelector(`[data-result="${field}"]`);

describe('ResultGrid', () => {
  it('draws the rows that apply, in order, with their label, figure, tone and hint', () => {
    const { container } = render(
      <ResultGrid rows={ROWS} result={{ gain: 12_500, rate: 19, exempt: 0 }} />,
    );
    const grid = container.firstElementChild;
    expect(grid).toHaveClass('result-grid');
    const cards = [...(grid?.children ?? [])];
    expect(cards.map((card) => card.querySelector('.result-card__label')?.textContent)).toEqual([
      'Ganancia',
      'Tipo',
    ]);
    expect(cards[0]).toHaveClass('result-card', 'result-card--positive', 'result-card--headline');
    expect(text(figure(container, 'gain'))).toBe('12.500 €');
    expect(figure(container, 'gain')).toHaveAttribute('data-value', '12500');
    expect(text(cards[0]?.querySelector('.result-card__hint') ?? null)).toBe('Venta menos compra.');
    expect(text(figure(container, 'rate'))).toBe('19,00 %');
    expect(figure(container, 'exempt')).toBeNull();
  });

  it('renames and recolours a card from the result, and shows a card the result calls for', () => {
    const { container } = render(
      <ResultGrid
        rows={ROWS}
        result={{ gain: -300, rate: 19, exempt: 40 }}
        className="result-grid x"
      />,
    );
    expect(container.firstElementChild).toHaveClass('result-grid', 'x');
    const first = container.querySelector('.result-card');
    expect(first).toHaveClass('result-card--negative');
    expect(first?.querySelector('.result-card__label')).toHaveTextContent('Pérdida');
    expect(text(figure(container, 'exempt'))).toBe('40 €');
  });

  it('says why a figure does not exist, neutral and with an empty data-value', () => {
    const { container } = render(
      <ResultGrid rows={ROWS} result={{ gain: 1, rate: null, exempt: 0 }} />,
    );
    const rate = figure(container, 'rate');
    expect(rate).toHaveTextContent('Sin tipo');
    expect(rate).toHaveAttribute('data-value', '');
    expect(rate?.closest('.result-card')).toHaveClass('result-card--neutral');
  });
});

describe('ResultList', () => {
  it('lists the figures as terms and values with their data attributes', () => {
    const { container } = render(
      <ResultList rows={ROWS} result={{ gain: 2000, rate: 21, exempt: 5 }} />,
    );
    const terms = [...container.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(terms).toEqual(['Ganancia', 'Tipo', 'Exenta']);
    expect(figure(container, 'rate')?.tagName).toBe('DD');
    expect(figure(container, 'gain')).toHaveAttribute('data-value', '2000');
  });
});

describe('readRows', () => {
  it('writes each figure as the cards do, for the PDF', () => {
    const read = readRows(ROWS, { gain: 1234.5, rate: null, exempt: 0 });
    expect(read.map((row) => [row.field, row.text.replace(/\s/g, ' ')])).toEqual([
      ['gain', '1.235 €'],
      ['rate', 'Sin tipo'],
    ]);
  });
});
