/**
 * @jest-environment jsdom
 */
// The footer names the owner only when the site settings hold a complete identity; otherwise it says
// the site is a demo. No phone without one, the build's year, no developer credit.
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import * as React from 'react';
import { DEMO_NOTICE } from '../../core/owner';
import Footer from './Footer';
import { contactOf } from './footer-context';

jest.mock('gatsby', () => ({
  Link: ({ to, children }: { to: string; children: React.ReactNode }) => (
    <a href={to}>{children}</a>
  ),
}));

const OWNER = {
  name: 'Inversiones Calc, S.L.',
  nif: 'B12345674',
  address: 'Calle Mayor 1, 28013 Madrid',
  registry: 'Registro Mercantil de Madrid, tomo 1234, folio 56, hoja M-78901',
  email: 'titular@inversionescalc.es',
  phone: '+34 912 345 678',
};

const context = (settings: object) => ({ settings: { buildYear: 2031, ...settings } });

describe('contactOf', () => {
  it("gives the owner and the owner's contact points when the settings have a checked owner", () => {
    expect(contactOf(context({ contactEmail: 'hola@inversionescalc.es', owner: OWNER }))).toEqual({
      owner: OWNER,
      email: 'titular@inversionescalc.es',
      phone: '+34 912 345 678',
      year: 2031,
    });
  });

  it("gives no owner without one, and the site's e-mail and phone", () => {
    expect(
      contactOf(context({ contactEmail: 'hola@inmocalc.es', contactPhone: null, owner: null })),
    ).toEqual({ owner: undefined, email: 'hola@inmocalc.es', phone: undefined, year: 2031 });
  });

  it("shows the site's phone for an owner without one of their own", () => {
    const owner = { name: OWNER.name, nif: OWNER.nif, address: OWNER.address, email: OWNER.email };
    expect(contactOf(context({ contactPhone: '+34 911 222 333', owner })).phone).toBe(
      '+34 911 222 333',
    );
  });

  it('uses the current year when a page has no context (a component test)', () => {
    expect(contactOf(undefined)).toEqual({
      owner: undefined,
      email: undefined,
      phone: undefined,
      year: new Date().getFullYear(),
    });
  });
});

describe('Footer', () => {
  it('says the site is a demo and shows no phone on the seed', () => {
    const { container } = render(
      <Footer
        pathname="/"
        contact={contactOf(context({ contactEmail: 'hola@inmocalc.es', owner: null }))}
      />,
    );
    expect(screen.getByText(DEMO_NOTICE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hola@inmocalc.es' })).toHaveAttribute(
      'href',
      'mailto:hola@inmocalc.es',
    );
    expect(container.querySelector('a[href^="tel:"]')).toBeNull();
    expect(container).not.toHaveTextContent('<');
  });

  it('names the owner with NIF, address and registry data, and links the phone', () => {
    render(
      <Footer
        pathname="/"
        contact={contactOf(context({ contactEmail: 'x@y.es', owner: OWNER }))}
      />,
    );
    expect(screen.queryByText(DEMO_NOTICE)).not.toBeInTheDocument();
    expect(
      screen.getByText(/Titular: Inversiones Calc, S\.L\. · NIF: B12345674/),
    ).toHaveTextContent('Calle Mayor 1, 28013 Madrid · Registro Mercantil de Madrid');
    expect(screen.getByRole('link', { name: '+34 912 345 678' })).toHaveAttribute(
      'href',
      'tel:+34912345678',
    );
  });

  it('links the page of sources and updates of the tax rules', () => {
    render(<Footer pathname="/" contact={contactOf(context({ owner: null }))} />);
    expect(screen.getByRole('link', { name: 'Fuentes y actualizaciones' })).toHaveAttribute(
      'href',
      '/fuentes-y-actualizaciones',
    );
  });

  it('prints the build year and credits no developer', () => {
    const { container } = render(
      <Footer pathname="/" contact={contactOf(context({ owner: OWNER }))} />,
    );
    expect(container).toHaveTextContent('© 2031 InmoCalc');
    expect(container).not.toHaveTextContent('Desarrollado por');
    expect(container.querySelector('a[target="_blank"]')).toBeNull();
  });
});
