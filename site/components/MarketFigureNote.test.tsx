/**
 * @jest-environment jsdom
 */
// The Euríbor shown with its month and source; the staleFigure note appears only when the figure
// is more than 60 days old on the day the page is viewed (the browser's clock, not the build's).
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import * as React from 'react';
import { EURIBOR_12M_DEFAULT, type MarketFigure } from '../../core/market-figures';
import MarketFigureNote from './MarketFigureNote';

const figure: MarketFigure = { ...EURIBOR_12M_DEFAULT, value: 2.48, month: '2026-10' };

const warning = (container: HTMLElement) => container.querySelector('[data-warning="staleFigure"]');

describe('MarketFigureNote', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the value, the month in words and a link to the source', () => {
    jest.useFakeTimers({ now: new Date('2026-11-10T10:00:00Z') });
    render(<MarketFigureNote figure={figure} name="Euríbor a 12 meses" />);
    expect(screen.getByText(/Euríbor a 12 meses: 2,48\s%/)).toHaveTextContent(
      'dato de octubre de 2026',
    );
    expect(screen.getByRole('link', { name: figure.source })).toHaveAttribute('href', figure.url);
  });

  it('says nothing more while the figure is recent', () => {
    jest.useFakeTimers({ now: new Date('2026-12-30T10:00:00Z') });
    const { container } = render(<MarketFigureNote figure={figure} name="Euríbor a 12 meses" />);
    expect(warning(container)).toBeNull();
  });

  it('asks to check the current value when the figure is more than 60 days old', () => {
    jest.useFakeTimers({ now: new Date('2027-01-05T10:00:00Z') });
    const { container } = render(<MarketFigureNote figure={figure} name="Euríbor a 12 meses" />);
    expect(warning(container)).toHaveTextContent(
      'El Euríbor a 12 meses que usamos es de octubre de 2026 y tiene más de 60 días',
    );
  });

  it('decides in the browser: the prerendered HTML carries no note, whatever the build date', () => {
    jest.useFakeTimers({ now: new Date('2027-06-01T10:00:00Z') });
    const html = renderToString(<MarketFigureNote figure={figure} name="Euríbor a 12 meses" />);
    expect(html).not.toContain('staleFigure');
    expect(html).toContain('octubre de 2026');
  });
});
