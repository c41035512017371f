/**
 * @jest-environment jsdom
 */
// The browser's footer draws the server's links on every page it mounts on, a fresh mount too,
// and moves the current-page mark with the route.
import '@testing-library/jest-dom';
import { render } from '@testing-library/react';
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import Footer from './Footer';

jest.mock('gatsby', () => ({
  Link: ({ to, children }: { to: string; children: React.ReactNode }) => (
    <a href={to} aria-current={to === '/hipoteca' ? 'page' : undefined}>
      {children}
    </a>
  ),
  navigate: jest.fn(),
}));

const contact = { year: 2031 };

function keptFooterOnServerPage(): typeof import('./KeptFooter').default {
  // The page as the server wrote it, before the app's code first runs (no import above).
  document.body.innerHTML = renderToString(<Footer pathname="/hipoteca" contact={contact} />);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const kept = (require('./KeptFooter') as typeof import('./KeptFooter')).default;
  document.body.innerHTML = '';
  return kept;
}

it('draws the server’s links and owner on a fresh mount, and marks the current page', () => {
  const KeptFooter = keptFooterOnServerPage();
  const { container, rerender } = render(<KeptFooter pathname="/plusvalia" contact={contact} />);
  const links = container.querySelectorAll('.site-footer__top a');
  expect(links.length).toBeGreaterThan(15);
  expect(container.querySelector('.site-footer__top')).toHaveTextContent(
    'Fuentes y actualizaciones',
  );
  const current = () =>
    [...container.querySelectorAll('[aria-current="page"]')].map((a) => a.getAttribute('href'));
  expect(current()).toEqual(['/plusvalia']);
  rerender(<KeptFooter pathname="/fuentes-y-actualizaciones/" contact={contact} />);
  expect(current()).toEqual(['/fuentes-y-actualizaciones']);
  expect(container).toHaveTextContent('© 2031 InmoCalc');
});
