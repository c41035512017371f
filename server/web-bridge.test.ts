// npm start's bridge (scripts/lib/web-bridge.mjs): a Node request as a Web Request whose body is
// the bytes already read. Jest cannot load the scripts' ES modules, so Node runs the checks and
// prints what each reader got.
import { printedByNode, scriptModuleUrl } from './testing/node-script';

const BRIDGE = scriptModuleUrl('web-bridge.mjs');

/** What the readers of a bridged request with `body` (method `method`) return, in order. */
function readThrough(method: string, body: string): Record<string, unknown> {
  const script = `
    import { Readable } from 'node:stream';
    import { toWebRequest } from ${JSON.stringify(BRIDGE)};
    const body = ${JSON.stringify(body)};
    const open = () => {
      const req = Readable.from(body === '' ? [] : [Buffer.from(body)]);
      Object.assign(req, {
        method: ${JSON.stringify(method)},
        url: '/api/prueba?x=1',
        headers: { 'content-type': 'application/json', host: 'localhost' },
      });
      return toWebRequest(req, 'http://localhost');
    };
    const first = await open();
    const out = {
      isRequest: first instanceof Request,
      line: [first.method, first.url, first.headers.get('content-type')],
      usedBefore: first.bodyUsed,
      text: await first.text(),
      usedAfter: first.bodyUsed,
      again: await first.text().then(() => 'read twice', (e) => e.constructor.name),
      arrayBuffer: new TextDecoder().decode(await (await open()).arrayBuffer()),
      stream: await new Response((await open()).body).text(),
    };
    const original = await open();
    out.clone = await original.clone().text();
    out.afterClone = await original.text();
    console.log(JSON.stringify(out));
  `;
  return printedByNode<Record<string, unknown>>(script);
}

describe('toWebRequest', () => {
  it('gives the body to every reader once, as a standard Request does', () => {
    const body = '{"ciudad":"Cádiz","precio":185000}';
    expect(readThrough('POST', body)).toEqual({
      isRequest: true,
      line: ['POST', 'http://localhost/api/prueba?x=1', 'application/json'],
      usedBefore: false,
      text: body,
      usedAfter: true,
      again: 'TypeError',
      arrayBuffer: body,
      stream: body,
      clone: body,
      afterClone: body,
    });
  });

  it('gives a GET no body', () => {
    const read = readThrough('GET', '');
    expect([read.text, read.stream, read.usedAfter]).toEqual(['', '', false]);
  });
});
