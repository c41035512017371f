/**
 * @jest-environment jsdom
 */
// "Cómo lo hemos calculado" ends, on every tool, with the page listing every tax rule and its source.
import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import * as React from 'react';
import { ResultMethod, ResultNotes } from './ResultsPanel';

describe('ResultMethod', () => {
  it('keeps the method and links "Fuentes y actualizaciones" under it', () => {
    const { container } = render(
      <ResultMethod>
        <p>Rentabilidad bruta = renta anual / precio</p>
      </ResultMethod>,
    );
    const method = container.querySelector('details.tool__method');
    if (!(method instanceof HTMLElement)) throw new Error('no method section');
    expect(within(method).getByText('Cómo lo hemos calculado')).toBeInTheDocument();
    expect(within(method).getByText('Rentabilidad bruta = renta anual / precio')).toBeVisible();
    expect(within(method).getByRole('link', { name: 'Fuentes y actualizaciones' })).toHaveAttribute(
      'href',
      '/fuentes-y-actualizaciones',
    );
  });

  it('links it from the tax calculators’ notes too', () => {
    render(<ResultNotes notes={['ITP del 6 % sobre 185.000 €']} />);
    expect(screen.getByText('ITP del 6 % sobre 185.000 €')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fuentes y actualizaciones' })).toBeInTheDocument();
  });
});
