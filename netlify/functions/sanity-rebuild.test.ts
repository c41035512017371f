// The webhook function with signed requests against a fake Netlify build hook on loopback.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import handler from './sanity-rebuild';

const SECRET = 'un-secreto-de-prueba-largo';
let server: Server;
let hookCalls: { method?: string; url?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    hookCalls.push({ method: req.method, url: req.url });
    req.resume();
    res.writeHead(200).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  process.env.SANITY_WEBHOOK_SECRET = SECRET;
  process.env.NETLIFY_BUILD_HOOK_URL = `http://127.0.0.1:${port}/build_hooks/abc123`;
});

afterAll(async () => {
  delete process.env.SANITY_WEBHOOK_SECRET;
  delete process.env.NETLIFY_BUILD_HOOK_URL;
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  hookCalls = [];
});

async function send(doc: object, secret: string | null = SECRET, tamper = false) {
  const body = JSON.stringify(doc);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (secret)
    headers[SIGNATURE_HEADER_NAME] = await encodeSignatureHeader(body, Date.now(), secret);
  return handler(
    new Request('http://localhost/api/sanity-rebuild', {
      method: 'POST',
      headers,
      body: tamper ? body.replace('guide', 'gu1de') : body,
    }),
  );
}

describe('POST /api/sanity-rebuild', () => {
  it('starts one build for a signed, published change of a guide', async () => {
    const res = await send({ _id: 'guide.nueva', _type: 'guideArticle' });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ triggered: true });
    expect(hookCalls).toEqual([{ method: 'POST', url: '/build_hooks/abc123' }]);
  });

  it.each([
    ['unsigned', null, false],
    ['signed with another secret', 'otro-secreto', false],
    ['signed, then changed on the way', SECRET, true],
  ] as const)('answers 401 and triggers nothing when %s', async (_case, secret, tamper) => {
    const res = await send({ _id: 'guide.nueva', _type: 'guideArticle' }, secret, tamper);
    expect(res.status).toBe(401);
    expect(hookCalls).toEqual([]);
  });

  it.each([
    ['a draft', { _id: 'drafts.guide.nueva', _type: 'guideArticle' }, /Borrador/],
    ['a type the site does not read', { _id: 'img', _type: 'sanity.imageAsset' }, /no usa/],
    ['no _type', { _id: 'x' }, /proyección/],
  ])('does not build for %s', async (_case, doc, reason) => {
    const res = await send(doc);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ triggered: false, reason: expect.stringMatching(reason) });
    expect(hookCalls).toEqual([]);
  });

  it('builds for the site settings singleton too', async () => {
    expect((await send({ _id: 'siteSettings', _type: 'siteSettings' })).status).toBe(202);
    expect(hookCalls).toHaveLength(1);
  });

  it('refuses other methods and says so without configuration', async () => {
    const get = await handler(new Request('http://localhost/api/sanity-rebuild'));
    expect(get.status).toBe(405);
    const hook = process.env.NETLIFY_BUILD_HOOK_URL;
    delete process.env.NETLIFY_BUILD_HOOK_URL;
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect((await send({ _id: 'guide.nueva', _type: 'guideArticle' })).status).toBe(503);
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('NETLIFY_BUILD_HOOK_URL'));
    } finally {
      process.env.NETLIFY_BUILD_HOOK_URL = hook;
      logged.mockRestore();
    }
    expect(hookCalls).toEqual([]);
  });
});
