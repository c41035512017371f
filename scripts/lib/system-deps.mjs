// Tools the tests use that npm cannot provide: Debian's Chromium (Playwright's own browser download
// cannot work here), LibreOffice Calc (recalculates the Excel template headless), poppler (reads and
// rasterises the PDF reports) and zbar (reads their QR code).
import { existsSync } from 'node:fs';
import { run } from './process.mjs';

const TOOLS = {
  chromium: {
    paths: ['/usr/bin/chromium', '/usr/bin/chromium-browser'],
    env: 'CHROMIUM_PATH',
    package: 'chromium',
  },
  libreoffice: {
    paths: ['/usr/bin/soffice', '/usr/bin/libreoffice'],
    env: 'SOFFICE_PATH',
    package: 'libreoffice-calc',
  },
  poppler: { paths: ['/usr/bin/pdftotext'], env: 'PDFTOTEXT_PATH', package: 'poppler-utils' },
  zbar: { paths: ['/usr/bin/zbarimg'], env: 'ZBARIMG_PATH', package: 'zbar-tools' },
};

/** Installs the Debian packages of the named tools that are missing (as root), or says how. */
export async function ensureSystemTools(names) {
  const missing = names
    .map((name) => TOOLS[name])
    .filter((tool) => !process.env[tool.env] && !tool.paths.some((p) => existsSync(p)));
  if (missing.length === 0) return;
  const packages = missing.map((tool) => tool.package);
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Faltan herramientas del sistema. Instálalas con: sudo apt-get install -y ${packages.join(' ')}`,
    );
  }
  console.log(`> Instalando paquetes de Debian: ${packages.join(' ')}...`);
  await run('apt-get', ['update', '-qq']);
  await run('apt-get', ['install', '-y', '-qq', ...packages], {
    env: { DEBIAN_FRONTEND: 'noninteractive' },
  });
}
