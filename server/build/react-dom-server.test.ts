// The HTML renderer's react-dom/server writes large Suspense boundaries in place, where React outlines them.
import { Writable } from 'node:stream';
import { Suspense, createElement } from 'react';
import * as reactDomServer from 'react-dom/server';

type Server = Pick<typeof reactDomServer, 'renderToPipeableStream'>;
const ours = jest.requireActual<Server>('./react-dom-server.js');

/** Prerenders like Gatsby's static-entry: waits for every boundary, then pipes. */
function prerender(server: Server, element: ReturnType<typeof createElement>): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const { pipe } = server.renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onError: reject,
    });
  });
}

/** A page whose shell and guide are both larger than React's 12.8 KB progressive chunk. */
const page = createElement(
  'body',
  null,
  createElement('main', null, createElement('p', null, 'Calculadora '.repeat(1500))),
  createElement(
    Suspense,
    { fallback: null },
    createElement('section', null, createElement('p', null, 'Texto de la guía. '.repeat(1000))),
  ),
  createElement('footer', null, 'Pie'),
);

describe('react-dom-server for the HTML renderer', () => {
  it('shows the problem it fixes: React alone moves the large boundary after the footer', async () => {
    const html = await prerender(reactDomServer, page);
    expect(html).toMatch(/<div hidden id="S:0">/);
    expect(html.indexOf('Texto de la guía')).toBeGreaterThan(html.indexOf('<footer'));
  });

  it('writes the boundary in place, before the footer, with no hidden copy', async () => {
    const html = await prerender(ours, page);
    expect(html).not.toMatch(/<div hidden/);
    expect(html.indexOf('Texto de la guía')).toBeGreaterThan(html.indexOf('Calculadora'));
    expect(html.indexOf('Texto de la guía')).toBeLessThan(html.indexOf('<footer'));
  });
});
