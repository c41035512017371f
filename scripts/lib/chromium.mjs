// Playwright's own browser download cannot work here: the tests use Debian's Chromium.
import { existsSync } from 'node:fs';
import { run } from './process.mjs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

export async function ensureChromium() {
  if (process.env.CHROMIUM_PATH || CANDIDATES.some((p) => existsSync(p))) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      'Chromium no está instalado. Instálalo con: sudo apt-get install -y chromium ' +
        '(o define CHROMIUM_PATH con la ruta de un Chromium).',
    );
  }
  console.log('> Instalando Chromium de Debian (apt-get install -y chromium)...');
  await run('apt-get', ['update', '-qq']);
  await run('apt-get', ['install', '-y', '-qq', 'chromium'], {
    env: { DEBIAN_FRONTEND: 'noninteractive' },
  });
}
