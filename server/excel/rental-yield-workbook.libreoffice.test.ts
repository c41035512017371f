// The template recalculated by LibreOffice headless gives the web calculator's figures.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  SEVILLE_EXAMPLE,
  TEMPLATE_DEFAULTS,
  TEMPLATE_RESULTS,
} from '../../core/tools/excel-template/template';
import { calculateRentalYield, type RentalYieldInput } from '../../core/tools/yield/engine';
import { resultRow, rentalYieldWorkbook, SHEET_NAMES } from './rental-yield-workbook';

const INSTALL_HINT =
  'LibreOffice (soffice) is needed to recalculate the Excel template: install it with `apt-get install -y libreoffice-calc` (Debian/Ubuntu) or set SOFFICE_PATH.';

function soffice(): string {
  const candidate = process.env.SOFFICE_PATH ?? 'soffice';
  const probe = spawnSync(candidate, ['--version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) throw new Error(INSTALL_HINT);
  return candidate;
}

/** Every sheet as rows of raw (not formatted) values, after LibreOffice recalculated the file. */
function recalculated(bytes: Buffer): Map<string, string[][]> {
  const dir = mkdtempSync(join(tmpdir(), 'xlsx-'));
  const file = join(dir, 'plantilla.xlsx');
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
  for (const name of [SHEET_NAMES.calculator, SHEET_NAMES.example]) {
    const csv = readFileSync(join(dir, `plantilla-${name}.csv`), 'utf8');
    sheets.set(
      name,
      csv.split('\n').map((line) => line.split(',')),
    );
  }
  return sheets;
}

/** A cell as the calculator shows it: percentages in percent, everything to cents. */
function figure(rows: string[][], row: number): number {
  const raw = rows[row - 1]?.[1] ?? '';
  const value = raw.endsWith('%') ? Number(raw.slice(0, -1)) : Number(raw);
  return Math.round(value * 100) / 100;
}

function expectSameFigures(rows: string[][], input: Required<RentalYieldInput>) {
  const expected = calculateRentalYield(input);
  for (const { key } of TEMPLATE_RESULTS) {
    const row = resultRow.get(key) ?? 0;
    expect({ key, value: figure(rows, row) }).toEqual({ key, value: expected[key] });
  }
}

describe('rental-yield workbook recalculated by LibreOffice', () => {
  const prefilled = {
    ...TEMPLATE_DEFAULTS,
    monthlyRent: 1000,
    vacancyMonths: 1,
    interestRate: 4.25,
    loanTermYears: 30,
  };
  let defaults: Map<string, string[][]>;
  let custom: Map<string, string[][]>;

  beforeAll(async () => {
    defaults = recalculated(await rentalYieldWorkbook());
    custom = recalculated(await rentalYieldWorkbook(prefilled));
  }, 240_000);

  it('gives the calculator figures for the defaults', () => {
    expectSameFigures(defaults.get(SHEET_NAMES.calculator) ?? [], TEMPLATE_DEFAULTS);
  });

  it('gives the calculator figures for the Seville example', () => {
    expectSameFigures(defaults.get(SHEET_NAMES.example) ?? [], SEVILLE_EXAMPLE.input);
  });

  it('gives the calculator figures for pre-filled inputs with vacancy', () => {
    expectSameFigures(custom.get(SHEET_NAMES.calculator) ?? [], prefilled);
  });

  it('gives the same figures with no loan (zero rate means no mortgage payment)', async () => {
    const cash = {
      ...TEMPLATE_DEFAULTS,
      financingAmount: 0,
      interestRate: 0,
      initialInvestment: 220000,
    };
    const rows = recalculated(await rentalYieldWorkbook(cash)).get(SHEET_NAMES.calculator) ?? [];
    expectSameFigures(rows, cash);
  }, 120_000);
});
