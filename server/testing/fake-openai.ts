// A local OpenAI-compatible chat server for tests (a stand-in for the third-party model service).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export type FakeMode = 'json' | 'text' | 'error' | 'slow' | 'empty';

export interface FakeRequest {
  model: string;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name: string; schema: unknown } };
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

/** Starts on 127.0.0.1 with a random port; `mode` can change between requests. */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const state: Omit<FakeOpenAi, 'baseURL' | 'close'> = {
    mode: 'json',
    reply: { variants: [] },
    replies: [],
    text: 'Descripción del modelo. Con terraza.',
    requests: [],
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        send(res, 404, { error: { message: 'not found' } });
        return;
      }
      state.requests.push(JSON.parse(raw) as FakeRequest);
      switch (state.mode) {
        case 'json': {
          const reply = state.replies.length > 0 ? state.replies.shift() : state.reply;
          send(res, 200, completion(JSON.stringify(reply)));
          return;
        }
        case 'text':
          send(res, 200, completion(state.text));
          return;
        case 'empty':
          send(res, 200, completion(''));
          return;
        case 'error':
          send(res, 500, { error: { message: 'upstream failure', type: 'server_error' } });
          return;
        case 'slow':
          setTimeout(() => send(res, 200, completion('{}')), 5000).unref();
          return;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const fake = Object.assign(state, {
    baseURL: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
  return fake;
}
