/**
 * @jest-environment jsdom
 */
// StaticContent keeps the server's HTML while the page opened is hydrated (no React fiber inside
// it), renders its children in every other case, and never leaves its element empty.
import { act } from 'react';
import * as React from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { navigate } from 'gatsby';
import { endFirstHydration, startFirstHydration } from '../lib/first-hydration';
import StaticContent from './StaticContent';

jest.mock('gatsby', () => ({ navigate: jest.fn(() => Promise.resolve()) }));

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
  jest.mocked(navigate).mockClear();
});

/** Kept server HTML holding `links`, hydrated as the page opened. */
async function keptLinks(links: string): Promise<HTMLElement> {
  const withLinks = (
    <main>
      <StaticContent as="section">
        <p>Texto</p>
      </StaticContent>
    </main>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(withLinks).replace('<p>Texto</p>', `<p>${links}</p>`);
  document.body.append(container);
  startFirstHydration();
  await act(async () => {
    hydrateRoot(container, withLinks);
  });
  return container.querySelector('section') as HTMLElement;
}

/** Clicks `selector` as a mouse does; whether the browser was left to follow the link. */
function click(section: HTMLElement, selector: string, init: MouseEventInit = {}): boolean {
  const link = section.querySelector(selector) as HTMLElement;
  return link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
}

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

  it('opens a link to a page of the site inside kept HTML without reloading, as a Link does', async () => {
    const section = await keptLinks(
      '<a id="page" href="/fuentes-y-actualizaciones?x=1#itp">Fuentes</a>' +
        '<a id="nested" href="/hipoteca"><strong>Hipoteca</strong></a>',
    );
    expect(click(section, '#page')).toBe(false);
    expect(click(section, '#nested strong')).toBe(false);
    expect(jest.mocked(navigate).mock.calls).toEqual([
      ['/fuentes-y-actualizaciones?x=1#itp'],
      ['/hipoteca'],
    ]);
  });

  it('leaves to the browser links elsewhere, to files, to this page and new-tab clicks', async () => {
    window.history.replaceState(null, '', '/guia-inmobiliarios');
    const section = await keptLinks(
      [
        '<a id="boe" href="https://www.boe.es/buscar/act.php?id=BOE-A-1993-25359">BOE</a>',
        '<a id="mail" href="mailto:hola@example.es">Correo</a>',
        '<a id="excel" href="/plantilla-rentabilidad.xlsx">Excel</a>',
        '<a id="api" href="/api/purchase-costs">API</a>',
        '<a id="here" href="/guia-inmobiliarios#faq">Más abajo</a>',
        '<a id="tab" href="/hipoteca" target="_blank">Hipoteca</a>',
        '<a id="download" href="/hipoteca" download>Hipoteca</a>',
        '<a id="plain" href="/hipoteca">Hipoteca</a>',
      ].join(''),
    );
    for (const id of ['boe', 'mail', 'excel', 'api', 'here', 'tab', 'download'])
      expect(click(section, `#${id}`)).toBe(true);
    expect(click(section, '#plain', { ctrlKey: true })).toBe(true);
    expect(click(section, '#plain', { button: 1 })).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });
});
