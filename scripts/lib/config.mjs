// Settings shared by the scripts, read once from the environment with their defaults.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const embeddedDataDir = path.resolve(rootDir, process.env.EMBEDDED_DB_DIR ?? '.data/pglite');
export const embeddedDbPort = Number(process.env.EMBEDDED_DB_PORT ?? 54329);
export const appPort = Number(process.env.PORT ?? 8888);

/** An executable installed by npm (node_modules/.bin). */
export const bin = (name) => path.join(rootDir, 'node_modules', '.bin', name);
