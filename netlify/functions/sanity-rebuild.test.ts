// The webhook function with signed requests against a fake Netlify build hook on loopback.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import handler from './sanity-rebuild';
import {
  MAX_SEEN,
  deliveriesRemembered,
  forgetDeliveries,
  handleSanityWebhook,
} from '../../server/sanity-rebuild';

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
  forgetDeliveries();
});

/** The request Sanity would send, signed at `signedAt`. */
async function signed(
  doc: object,
  secret: string | null = SECRET,
  tamper = false,
  signedAt = Date.now(),
) {
  const body = JSON.stringify(doc);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (secret) headers[SIGNATURE_HEADER_NAME] = await encodeSignatureHeader(body, signedAt, secret);
  return { headers, body: tamper ? body.replace('guide', 'gu1de') : body };
}

const post = (request: { headers: Record<string, string>; body: string }) =>
  handler(new Request('http://localhost/api/sanity-rebuild', { method: 'POST', ...request }));

async function send(doc: object, secret: string | null = SECRET, tamper = false) {
  return post(await signed(doc, secret, tamper));
}

const GUIDE = { _id: 'guide.nueva', _type: 'guideArticle' };

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

  it('answers 409 to a replay of an accepted delivery and triggers nothing more', async () => {
    const delivery = await signed(GUIDE);
    expect((await post(delivery)).status).toBe(202);
    const replay = await post(delivery);
    expect(replay.status).toBe(409);
    expect(await replay.json()).toEqual({ error: expect.stringMatching(/ya se había recibido/) });
    expect(hookCalls).toHaveLength(1);
    // The same document published again is a new delivery, signed at another time.
    expect((await post(await signed(GUIDE, SECRET, false, Date.now() + 1000))).status).toBe(202);
    expect(hookCalls).toHaveLength(2);
  });

  it('answers 401 to a signature more than 5 minutes old (or ahead) and triggers nothing', async () => {
    const minutes = (n: number) => Date.now() + n * 60_000;
    for (const signedAt of [minutes(-5.1), minutes(-60 * 24 * 365 * 5), minutes(5.1)]) {
      const res = await post(await signed(GUIDE, SECRET, false, signedAt));
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: expect.stringMatching(/caducado/) });
    }
    expect(hookCalls).toEqual([]);
    // Four minutes old is within the window.
    expect((await post(await signed(GUIDE, SECRET, false, minutes(-4)))).status).toBe(202);
    expect(hookCalls).toHaveLength(1);
  });

  it('lets Sanity retry a delivery whose build hook failed', async () => {
    const delivery = await signed(GUIDE);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const hook = process.env.NETLIFY_BUILD_HOOK_URL;
    process.env.NETLIFY_BUILD_HOOK_URL = 'http://127.0.0.1:1/build_hooks/closed';
    try {
      expect((await post(delivery)).status).toBe(502);
    } finally {
      process.env.NETLIFY_BUILD_HOOK_URL = hook;
      logged.mockRestore();
    }
    expect((await post(delivery)).status).toBe(202);
    expect(hookCalls).toHaveLength(1);
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

describe('the deliveries remembered against replays', () => {
  it('stay at most MAX_SEEN however many come within ten minutes; the newest replay is refused', async () => {
    const env = { SANITY_WEBHOOK_SECRET: SECRET, NETLIFY_BUILD_HOOK_URL: 'http://127.0.0.1:9/x' };
    const now = Date.now();
    let last = { headers: {} as Record<string, string>, body: '' };
    for (let i = 0; i < MAX_SEEN + 200; i += 1) {
      // Drafts: accepted and remembered, no build asked for.
      last = await signed({ _id: `drafts.guide.${i}`, _type: 'guideArticle' }, SECRET, false, now);
      const request = new Request('http://localhost/api/sanity-rebuild', {
        method: 'POST',
        ...last,
      });
      expect((await handleSanityWebhook(request, env, fetch, now)).status).toBe(200);
    }
    expect(deliveriesRemembered()).toBe(MAX_SEEN);
    const replay = new Request('http://localhost/api/sanity-rebuild', { method: 'POST', ...last });
    expect((await handleSanityWebhook(replay, env, fetch, now)).status).toBe(409);
    expect(hookCalls).toEqual([]);
  });
});
