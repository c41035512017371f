// Where `npm start` writes its access log for the e2e run (playwright.config.ts sets ACCESS_LOG).
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ACCESS_LOG =
  process.env.ACCESS_LOG ??
  path.join(tmpdir(), `inmocalc-access-${process.env.E2E_PORT ?? '8899'}.log`);

/** The log's lines from character `from` on; a missing log fails, saying how to start the server. */
export function accessLogSince(from: number): string {
  if (!existsSync(ACCESS_LOG)) {
    throw new Error(
      `No hay registro de accesos en ${ACCESS_LOG}: arranca npm start con ACCESS_LOG.`,
    );
  }
  return readFileSync(ACCESS_LOG, 'utf8').slice(from);
}

export const accessLogLength = (): number =>
  existsSync(ACCESS_LOG) ? readFileSync(ACCESS_LOG, 'utf8').length : 0;
