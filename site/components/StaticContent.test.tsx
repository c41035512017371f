/**
 * @jest-environment jsdom
 */
// StaticContent keeps the server's HTML while the page opened is hydrated (no React fiber inside
// it), renders its children in every other case, and never leaves its element empty.
import { act } from 'react';
import * as React from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { endFirstHydration, startFirstHydration } from '../lib/first-hydration';
import StaticContent from './StaticContent';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const page = (
  <main>
    <StaticContent as="article" className="tax-guide">
      <h2>Tipos vigentes</h2>
      <p>
        ITP del 6,5 % <a href="/calculadora-gastos-compra-vivienda">Calcular</a>
      </p>
    </StaticContent>
  </main>
);

const hasFiber = (element: Element | null) =>
  element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));

function serverContainer(): HTMLDivElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  return container;
}

afterEach(() => {
  endFirstHydration();
  document.body.innerHTML = '';
});

describe('StaticContent', () => {
  it('renders its children on the server', () => {
    const html = renderToString(page);
    expect(html).toContain('<article class="tax-guide"><h2>Tipos vigentes</h2>');
    expect(html).toContain('href="/calculadora-gastos-compra-vivienda"');
  });

  it('keeps the server HTML while the page opened is hydrated: nothing inside is hydrated', async () => {
    const container = serverContainer();
    const paragraph = container.querySelector('p');
    startFirstHydration();
    await act(async () => {
      hydrateRoot(container, page);
    });
    const article = container.querySelector('article') as HTMLElement;
    expect(hasFiber(article)).toBe(true);
    expect(container.querySelector('p')).toBe(paragraph);
    expect(article.textContent).toBe('Tipos vigentesITP del 6,5 % Calcular');
    expect([...article.querySelectorAll('*')].filter(hasFiber)).toEqual([]);
  });

  it('hydrates its children when the page is not the one opened (after a navigation)', async () => {
    const container = serverContainer();
    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(hasFiber(container.querySelector('p'))).toBe(true);
  });

  it('renders its children where there is no server HTML, even during the first hydration', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    startFirstHydration();
    await act(async () => {
      createRoot(container).render(page);
    });
    const article = container.querySelector('article') as HTMLElement;
    expect(article.querySelector('h2')?.textContent).toBe('Tipos vigentes');
    expect(hasFiber(article.querySelector('p'))).toBe(true);
  });
});
