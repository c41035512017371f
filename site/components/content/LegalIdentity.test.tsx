/**
 * @jest-environment jsdom
 */
// The Aviso legal names the owner only when the settings hold a checked one, else says "demo".
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import * as React from 'react';
import { DEMO_NOTICE } from '../../../core/owner';
import { LegalIdentity } from './LegalIdentity';

describe('LegalIdentity', () => {
  it('says the site is a demo, with no template text, while there is no owner', () => {
    const { container } = render(<LegalIdentity owner={null} />);
    expect(screen.getByText(DEMO_NOTICE)).toBeInTheDocument();
    expect(container).not.toHaveTextContent('<');
  });

  it('lists the identity, registry data and e-mail, and no phone row without a phone', () => {
    const { container } = render(
      <LegalIdentity
        owner={{
          name: 'Inversiones Calc, S.L.',
          nif: 'B12345674',
          address: 'Calle Mayor 1, 28013 Madrid',
          registry: 'Registro Mercantil de Madrid, tomo 1234, folio 56, hoja M-78901',
          email: 'titular@inversionescalc.es',
        }}
      />,
    );
    expect(screen.getByText('NIF o CIF').nextSibling).toHaveTextContent('B12345674');
    expect(screen.getByText('Datos registrales')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'titular@inversionescalc.es' })).toHaveAttribute(
      'href',
      'mailto:titular@inversionescalc.es',
    );
    expect(screen.queryByText('Teléfono')).not.toBeInTheDocument();
    expect(container.querySelector('a[href^="tel:"]')).toBeNull();
  });
});
