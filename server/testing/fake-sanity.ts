// A local stand-in for Sanity's HTTP API, for tests: the two endpoints @sanity/client uses to read
// and write documents, over documents held in memory.
//
// Format (Sanity HTTP API, https://www.sanity.io/docs/http-api): a client configured with
// `apiHost: <baseURL>, useProjectHostname: false` calls
// - GET  /v<apiVersion>/data/query/<dataset>?query=<GROQ>&$<param>=<JSON value>[&perspective=raw]
//   -> 200 {"ms", "query", "result"}; evaluated here with groq-js, the engine Sanity runs;
// - POST /v<apiVersion>/data/mutate/<dataset>?returnIds=true&visibility=sync
//   body {"mutations": [{"create" | "createIfNotExists" | "createOrReplace": doc}
//                       | {"patch": {"id", "ifRevisionID"?, "set"?, "setIfMissing"?}}], "transactionId"?}
//   -> 200 {"transactionId", "results": [{"id", "operation"}]}; all or nothing: a revision that
//   does not match answers 409 and changes nothing. `set` keys are paths ("a.b.c").
// Every request must carry `Authorization: Bearer <token>` (401 otherwise). Each written document
// gets a new `_rev` and `_updatedAt`.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { evaluate, parse } from 'groq-js';

export type FakeDoc = { _id: string; _type?: string; _rev?: string; [field: string]: unknown };

interface Patch {
  id: string;
  ifRevisionID?: string;
  set?: Record<string, unknown>;
  setIfMissing?: Record<string, unknown>;
}
type Mutation =
  | { create: FakeDoc }
  | { createIfNotExists: FakeDoc }
  | { createOrReplace: FakeDoc }
  | { patch: Patch };

export interface FakeSanity {
  /** What the client's `apiHost` is set to. */
  baseURL: string;
  /** The dataset: read and changed in place. */
  docs: Map<string, FakeDoc>;
  /** Every mutation request's body, in order. */
  mutations: Mutation[][];
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function body(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function setPath(
  doc: Record<string, unknown>,
  path: string,
  value: unknown,
  onlyIfMissing: boolean,
) {
  const keys = path.split('.');
  let node = doc;
  for (const key of keys.slice(0, -1)) {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  }
  const last = keys.at(-1) as string;
  if (!onlyIfMissing || node[last] === undefined) node[last] = structuredClone(value);
}

/** Applies one mutation to `docs`; a string is the reason it was refused. */
function apply(docs: Map<string, FakeDoc>, mutation: Mutation): [string, string] | string {
  const written = (doc: FakeDoc) => {
    docs.set(doc._id, { ...doc, _rev: randomUUID(), _updatedAt: new Date().toISOString() });
  };
  if ('create' in mutation) {
    if (docs.has(mutation.create._id)) return `Document ${mutation.create._id} already exists`;
    written(structuredClone(mutation.create));
    return [mutation.create._id, 'create'];
  }
  if ('createIfNotExists' in mutation) {
    const doc = mutation.createIfNotExists;
    if (!docs.has(doc._id)) written(structuredClone(doc));
    return [doc._id, 'create'];
  }
  if ('createOrReplace' in mutation) {
    written(structuredClone(mutation.createOrReplace));
    return [mutation.createOrReplace._id, 'update'];
  }
  const { id, ifRevisionID, set = {}, setIfMissing = {} } = mutation.patch;
  const current = docs.get(id);
  if (!current) return `Document ${id} not found`;
  if (ifRevisionID !== undefined && ifRevisionID !== current._rev)
    return `Document ${id} has unexpected revision ID ("${current._rev}"), expected "${ifRevisionID}"`;
  const next = structuredClone(current);
  for (const [path, value] of Object.entries(setIfMissing)) setPath(next, path, value, true);
  for (const [path, value] of Object.entries(set)) setPath(next, path, value, false);
  written(next);
  return [id, 'update'];
}

async function handle(fake: FakeSanity, token: string, req: IncomingMessage, res: ServerResponse) {
  if (req.headers.authorization !== `Bearer ${token}`)
    return send(res, 401, { error: 'Unauthorized', message: 'Session not found' });
  const url = new URL(req.url ?? '/', 'http://fake.sanity');
  const route = /^\/v[\w-]+\/data\/(query|mutate)\/[\w-]+$/.exec(url.pathname);
  if (route?.[1] === 'query' && req.method === 'GET') {
    const query = url.searchParams.get('query') ?? '';
    const params = Object.fromEntries(
      [...url.searchParams]
        .filter(([name]) => name.startsWith('$'))
        .map(([name, value]) => [name.slice(1), JSON.parse(value) as unknown]),
    );
    const value = await evaluate(parse(query, { params }), {
      dataset: [...fake.docs.values()],
      params,
    });
    return send(res, 200, { ms: 1, query, result: await value.get() });
  }
  if (route?.[1] === 'mutate' && req.method === 'POST') {
    const { mutations } = JSON.parse(await body(req)) as { mutations: Mutation[] };
    fake.mutations.push(mutations);
    const trial = new Map([...fake.docs].map(([id, doc]) => [id, structuredClone(doc)]));
    const results: { id: string; operation: string }[] = [];
    for (const mutation of mutations) {
      const outcome = apply(trial, mutation);
      if (typeof outcome === 'string')
        return send(res, 409, { error: { description: outcome, type: 'mutationError' } });
      results.push({ id: outcome[0], operation: outcome[1] });
    }
    fake.docs.clear();
    for (const [id, doc] of trial) fake.docs.set(id, doc);
    return send(res, 200, { transactionId: randomUUID(), results });
  }
  send(res, 404, { error: 'Not Found' });
}

/** Starts the fake on a free loopback port with `docs` as its dataset. */
export async function startFakeSanity(docs: FakeDoc[], token: string): Promise<FakeSanity> {
  const fake: FakeSanity = {
    baseURL: '',
    docs: new Map(docs.map((doc) => [doc._id, structuredClone(doc)])),
    mutations: [],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = createServer((req, res) => {
    handle(fake, token, req, res).catch((error: unknown) =>
      send(res, 500, { error: String(error) }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
