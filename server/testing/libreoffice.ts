// LibreOffice headless for the Excel tests: recalculates a workbook and reads each sheet back as raw values.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const INSTALL_HINT =
  'LibreOffice (soffice) is needed to recalculate the Excel files: install it with `apt-get install -y libreoffice-calc` (Debian/Ubuntu) or set SOFFICE_PATH.';

function soffice(): string {
  const candidate = process.env.SOFFICE_PATH ?? 'soffice';
  const probe = spawnSync(candidate, ['--version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) throw new Error(INSTALL_HINT);
  return candidate;
}

/** One CSV line into fields: LibreOffice quotes text with commas ("a, b") and doubles quotes. */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted && char === '"' && line[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (char === '"') quoted = !quoted;
    else if (char === ',' && !quoted) {
      fields.push(field);
      field = '';
    } else field += char;
  }
  fields.push(field);
  return fields;
}

/** Every named sheet as rows of raw (unformatted) values, after LibreOffice recalculated the file. */
export function recalculated(
  bytes: Buffer,
  names: readonly string[],
  base = 'libro',
): Map<string, string[][]> {
  const dir = mkdtempSync(join(tmpdir(), 'xlsx-'));
  const file = join(dir, `${base}.xlsx`);
  writeFileSync(file, bytes);
  // Filter tokens: comma, double quote, UTF-8, from row 1, ..., raw values (not "as shown"), all sheets.
  const filter = 'csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1';
  execFileSync(
    soffice(),
    [
      `-env:UserInstallation=file://${dir}/profile`,
      '--headless',
      '--convert-to',
      filter,
      '--outdir',
      dir,
      file,
    ],
    { stdio: 'pipe', timeout: 120_000 },
  );
  const sheets = new Map<string, string[][]>();
  for (const name of names) {
    const csv = readFileSync(join(dir, `${base}-${name}.csv`), 'utf8');
    sheets.set(name, csv.split('\n').map(csvFields));
  }
  return sheets;
}
