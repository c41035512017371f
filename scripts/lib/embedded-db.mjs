// The embedded database: PGlite (Postgres in WASM) behind a real Postgres wire-protocol socket.
import { mkdirSync } from 'node:fs';
import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// Extended-protocol message types, and the ones that end a sequence.
const EXTENDED = new Set(['P', 'B', 'D', 'E', 'C', 'H'].map((c) => c.charCodeAt(0)));
const SEQUENCE_END = new Set(['S', 'Q', 'X'].map((c) => c.charCodeAt(0)));

/**
 * PGlite is one session shared by every socket, and pglite-socket 0.2.17 interleaves connections'
 * messages, so another Parse could replace the unnamed statement between Parse and Sync. Serves one
 * connection from its first extended message to its Sync (patching the pinned package; a db test guards it).
 */
function serialiseExtendedProtocol(server) {
  const queue = server.queryQueue;
  if (!queue || !Array.isArray(queue.queue) || typeof queue.processQueue !== 'function') {
    throw new Error(
      '@electric-sql/pglite-socket changed its internals: review scripts/lib/embedded-db.mjs',
    );
  }
  let owner = null;
  queue.processQueue = async function processQueue() {
    if (this.processing || this.queue.length === 0) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        const sticky = owner ?? (this.db.isInTransaction() ? this.lastHandlerId : null);
        const index = sticky === null ? 0 : this.queue.findIndex((q) => q.handlerId === sticky);
        // The owner has nothing queued yet: wait for its next message.
        if (index === -1) break;
        const [item] = this.queue.splice(index, 1);
        const type = item.message[0];
        if (EXTENDED.has(type)) owner = item.handlerId;
        else if (SEQUENCE_END.has(type)) owner = null;
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item.message, {
              onRawData: (data) => {
                bytes += data.length;
                item.onData(data);
              },
            }),
          );
        } catch (error) {
          item.reject(error);
          continue;
        }
        this.lastHandlerId = item.handlerId;
        item.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  };
  const clearQueueForHandler = queue.clearQueueForHandler.bind(queue);
  queue.clearQueueForHandler = (handlerId) => {
    clearQueueForHandler(handlerId);
    // A connection closing mid-sequence must not hold the session.
    if (owner === handlerId) {
      owner = null;
      void queue.processQueue();
    }
  };
}

/** On 127.0.0.1:`port`, in memory without `dataDir`; returns the URL and a stop function. */
export async function startEmbeddedDatabase({ dataDir, port, maxConnections = 100 } = {}) {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = dataDir ? await PGlite.create({ dataDir }) : await PGlite.create();
  const listenPort = port ?? (await freePort());
  const server = new PGLiteSocketServer({
    db,
    port: listenPort,
    host: '127.0.0.1',
    maxConnections,
  });
  serialiseExtendedProtocol(server);
  try {
    await server.start();
  } catch (error) {
    await db.close();
    if (error && error.code === 'EADDRINUSE') {
      throw new Error(
        `Port ${listenPort} is in use: another embedded database may be running. ` +
          'Stop it, or set EMBEDDED_DB_PORT to a free port.',
      );
    }
    throw error;
  }
  return {
    url: `postgresql://postgres:postgres@127.0.0.1:${listenPort}/postgres`,
    port: listenPort,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
