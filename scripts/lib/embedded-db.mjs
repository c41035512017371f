// The embedded database: PGlite (Postgres compiled to WASM) behind a real Postgres wire-protocol socket.
import { mkdirSync } from 'node:fs';
import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** A free TCP port on loopback, chosen by the kernel. */
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

/**
 * Starts PGlite on `dataDir` (or in memory when omitted) and serves it on 127.0.0.1:`port`.
 * Returns the connection URL and a stop function that closes the socket and the database.
 */
export async function startEmbeddedDatabase({ dataDir, port, maxConnections = 20 } = {}) {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = dataDir ? await PGlite.create({ dataDir }) : await PGlite.create();
  const listenPort = port ?? (await freePort());
  const server = new PGLiteSocketServer({
    db,
    port: listenPort,
    host: '127.0.0.1',
    maxConnections,
  });
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
