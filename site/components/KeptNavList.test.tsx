/**
 * @jest-environment jsdom
 */
// The browser's menu draws the server's entries on a fresh mount, marks the section shown (a guide
// marks «Guías»), and a followed link closes the menu.
import '@testing-library/jest-dom';
import { fireEvent, render } from '@testing-library/react';
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import NavList from './NavList';

jest.mock('gatsby', () => ({
  Link: ({ to, children, ...rest }: { to: string; children: React.ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
  navigate: jest.fn(),
}));

function keptListOnServerPage(): typeof import('./KeptNavList').default {
  // The page as the server wrote it, before the app's code first runs (no import above).
  document.body.innerHTML = renderToString(<NavList pathname="/hipoteca" onNavigate={() => {}} />);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const kept = (require('./KeptNavList') as typeof import('./KeptNavList')).default;
  document.body.innerHTML = '';
  return kept;
}

it('keeps the entries, marks the section shown and closes on a followed link', () => {
  const KeptNavList = keptListOnServerPage();
  const onNavigate = jest.fn();
  const { container, rerender } = render(
    <KeptNavList
      pathname="/guia-inmobiliarios/como-tributa-alquiler-irpf"
      onNavigate={onNavigate}
    />,
  );
  const current = () =>
    [...container.querySelectorAll('[aria-current="page"]')].map((a) => a.getAttribute('href'));
  expect(container.querySelectorAll('a.site-nav__link').length).toBeGreaterThan(6);
  expect(current()).toEqual(['/guia-inmobiliarios']);
  rerender(<KeptNavList pathname="/" onNavigate={onNavigate} />);
  expect(current()).toEqual(['/']);
  const label = container.querySelector('a[href="/hipoteca"] .site-nav__label');
  if (!label) throw new Error('no «Hipoteca» entry');
  fireEvent.click(label);
  expect(onNavigate).toHaveBeenCalledTimes(1);
});
