/**
 * @jest-environment jsdom
 */
// The Euríbor shown as one quiet line with its source and month; the staleFigure note appears only
// when the figure is more than 45 days old on the day the page is viewed (the browser's clock, not
// the build's), and asks to change a field only on a page that has it.
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import * as React from 'react';
import { EURIBOR_12M_DEFAULT, type MarketFigure } from '../../core/market-figures';
import MarketFigureNote from './MarketFigureNote';

const figure: MarketFigure = { ...EURIBOR_12M_DEFAULT, value: 2.48, month: '2026-10' };
const NAME = 'Euríbor a 12 meses';

const warning = (container: HTMLElement) => container.querySelector('[data-warning="staleFigure"]');

describe('MarketFigureNote', () => {
  afterEach(() => jest.useRealTimers());

  it('writes one line: value, source (linked) and month', () => {
    jest.useFakeTimers({ now: new Date('2026-11-10T10:00:00Z') });
    const { container } = render(<MarketFigureNote figure={figure} name={NAME} />);
    expect(container.querySelector('.figure-note')).toHaveTextContent(
      /^Euríbor a 12 meses: 2,48\s% \(Banco de España, octubre de 2026\)$/,
    );
    expect(screen.getByRole('link', { name: figure.source })).toHaveAttribute('href', figure.url);
  });

  it('says nothing more up to 45 days after the month ends', () => {
    // October ends on 1 November; + 45 days = 16 December.
    jest.useFakeTimers({ now: new Date('2026-12-15T10:00:00Z') });
    const { container } = render(<MarketFigureNote figure={figure} name={NAME} field={NAME} />);
    expect(warning(container)).toBeNull();
  });

  it('past 45 days asks to check the value, and to change the field where the page has one', () => {
    jest.useFakeTimers({ now: new Date('2026-12-17T10:00:00Z') });
    const withField = render(<MarketFigureNote figure={figure} name={NAME} field={NAME} />);
    expect(warning(withField.container)).toHaveTextContent(
      'El Euríbor a 12 meses es de octubre de 2026, hace más de 45 días: comprueba el valor actual en la fuente y, si ha cambiado, escríbelo en «Euríbor a 12 meses».',
    );
    withField.unmount();
    const { container } = render(<MarketFigureNote figure={figure} name={NAME} />);
    expect(warning(container)).toHaveTextContent(/comprueba el valor actual en la fuente\.$/);
    expect(container).not.toHaveTextContent(/formulario|escríbelo/);
    // A sentence in the note, not a boxed "Atención" warning.
    expect(container.querySelector('.callout')).toBeNull();
  });

  it('leaves the stronger note out where the page gives it elsewhere', () => {
    jest.useFakeTimers({ now: new Date('2027-03-01T10:00:00Z') });
    const { container } = render(
      <MarketFigureNote figure={figure} name={NAME} staleNote={false} />,
    );
    expect(warning(container)).toBeNull();
    expect(container).toHaveTextContent('octubre de 2026');
  });

  it('decides in the browser: the prerendered HTML carries no note, whatever the build date', () => {
    jest.useFakeTimers({ now: new Date('2027-06-01T10:00:00Z') });
    const html = renderToString(<MarketFigureNote figure={figure} name={NAME} />);
    expect(html).not.toContain('staleFigure');
    expect(html).toContain('octubre de 2026');
  });
});
