// A local OpenAI-compatible chat server for tests (a stand-in for the third-party model service).
// It answers `stream: true` requests as the real API does: server-sent chunks, then [DONE].
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export type FakeMode = 'json' | 'text' | 'error' | 'slow' | 'empty';

export interface FakeRequest {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name: string; schema: unknown } };
  stream?: boolean;
}

export interface FakeOpenAi {
  baseURL: string;
  mode: FakeMode;
  /** What 'json' mode answers, serialised; `replies` are answered first, one per request. */
  reply: unknown;
  replies: unknown[];
  /** What 'text' mode answers: prose, not JSON. */
  text: string;
  requests: FakeRequest[];
  /** A streamed answer comes in pieces of this many characters, this far apart. */
  chunkChars: number;
  chunkDelayMs: number;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function completion(content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 0,
    model: 'test-model',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
  };
}

function chunk(content: string | undefined, finish: string | null = null) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 0,
    model: 'test-model',
    choices: [{ index: 0, finish_reason: finish, delta: content === undefined ? {} : { content } }],
  };
}

/** Server-sent events, one delta per piece of `content`, then the end. */
async function stream(res: ServerResponse, content: string, pieceChars: number, delayMs: number) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const event = (body: unknown) => res.write(`data: ${JSON.stringify(body)}\n\n`);
  event(chunk(''));
  for (let at = 0; at < content.length; at += pieceChars) {
    if (res.destroyed) return;
    event(chunk(content.slice(at, at + pieceChars)));
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
  event(chunk(undefined, 'stop'));
  res.end('data: [DONE]\n\n');
}

/** Starts on 127.0.0.1 (`port`, or a random one); `mode` can change between requests. */
export async function startFakeOpenAi(port = 0): Promise<FakeOpenAi> {
  const state: Omit<FakeOpenAi, 'baseURL' | 'close'> = {
    mode: 'json',
    reply: { variants: [] },
    replies: [],
    text: 'Descripción del modelo. Con terraza.',
    requests: [],
    chunkChars: 40,
    chunkDelayMs: 0,
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        send(res, 404, { error: { message: 'not found' } });
        return;
      }
      const request = JSON.parse(raw) as FakeRequest;
      state.requests.push(request);
      const answer = (content: string) =>
        request.stream
          ? void stream(res, content, state.chunkChars, state.chunkDelayMs)
          : send(res, 200, completion(content));
      switch (state.mode) {
        case 'json': {
          const reply = state.replies.length > 0 ? state.replies.shift() : state.reply;
          answer(JSON.stringify(reply));
          return;
        }
        case 'text':
          answer(state.text);
          return;
        case 'empty':
          answer('');
          return;
        case 'error':
          send(res, 500, { error: { message: 'upstream failure', type: 'server_error' } });
          return;
        case 'slow':
          setTimeout(() => answer('{}'), 5000).unref();
          return;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : 0;
  const fake = Object.assign(state, {
    baseURL: `http://127.0.0.1:${actual}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
  return fake;
}
