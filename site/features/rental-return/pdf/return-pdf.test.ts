// The gestor's PDF drawn for real and read back with pdftotext: each property's reduced net income,
// its contracts' reductions, the owners, the boxes, the sources and the date. @react-pdf/renderer is
// an ES module Jest cannot load, so esbuild bundles the document and Node draws it in a child process.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { formatEurosCents } from '../../../../core/format';
import { computeReturn } from '../../../../core/tools/rental-return/compute';
import {
  parseReturnDocument,
  type ReturnDocument,
  type ReturnDocumentInput,
} from '../../../../core/tools/rental-return/document';
import { returnPdf, type ReturnPdf } from './return-report';

const NOW = new Date('2026-04-10T10:00:00Z');
const ROOT = path.join(__dirname, '..', '..', '..', '..');

/** A flat let all 2025 under a 2024 contract, with no acquisition or cadastral data. */
const SIMPLE: ReturnDocumentInput = {
  version: 1,
  taxYear: 2025,
  owners: [{ name: 'Ana' }],
  properties: [
    {
      name: 'Piso sencillo',
      expenses: { ibi: 500, communityFees: 700 },
      contracts: [{ start: '2024-03-01', monthlyRent: 1_000 }],
    },
  ],
};

/** Two contracts (60 % and 50 %), an EU non-resident co-owner and a second home never let. */
const SEVERAL: ReturnDocumentInput = {
  version: 1,
  taxYear: 2025,
  owners: [
    { name: 'Ana', residence: 'resident', taxResidence: 'madrid', otherIncome: 30_000 },
    { name: 'Klaus', residence: 'eu' },
  ],
  properties: [
    {
      name: 'Piso de la calle Feria',
      owners: [
        { owner: 0, sharePercent: 50 },
        { owner: 1, sharePercent: 50 },
      ],
      acquisition: { kind: 'purchase', date: '2018-04-20', price: 150_000, costs: 12_000 },
      cadastral: { value: 80_000, landValue: 30_000, revisedYear: 2008 },
      furniture: [{ cost: 6_000, date: '2018-05-01' }],
      expenses: { interest: 2_100, repairs: 950, ibi: 420.5, communityFees: 960 },
      contracts: [
        { start: '2022-03-01', end: '2025-05-31', monthlyRent: 850 },
        { start: '2025-06-15', monthlyRent: 920 },
      ],
    },
    {
      name: 'Apartamento en la playa',
      acquisition: { kind: 'purchase', date: '2010-06-01', price: 90_000, costs: 7_000 },
      cadastral: { value: 52_000, landValue: 20_000, revisedYear: 2019 },
      expenses: { ibi: 260 },
    },
  ],
};

function parsed(input: ReturnDocumentInput): ReturnDocument {
  const result = parseReturnDocument(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.document;
}

/** Text without any white space (pdftotext breaks lines and spaces figures as it likes). */
const squeeze = (text: string) => text.replace(/\s+/gu, '');

describe('the rental return PDF', () => {
  // Under node_modules so that Node finds React and @react-pdf/renderer from the bundle.
  const cache = path.join(ROOT, 'node_modules', '.cache');
  let dir = '';
  let script = '';

  const texts = new Map<string, string>();

  /** Draws every PDF in one Node process (loading the renderer is most of the time) and reads each. */
  function drawAll(pdfs: Readonly<Record<string, ReturnPdf>>) {
    const files = Object.keys(pdfs).flatMap((name) => {
      const json = path.join(dir, `${name}.json`);
      writeFileSync(json, JSON.stringify(pdfs[name]));
      return [json, path.join(dir, `${name}.pdf`)];
    });
    execFileSync(process.execPath, [script, ...files], { stdio: 'pipe', timeout: 120_000 });
    for (const name of Object.keys(pdfs)) {
      const file = path.join(dir, `${name}.pdf`);
      texts.set(
        name,
        squeeze(execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })),
      );
    }
  }

  const simple = parsed(SIMPLE);
  const several = parsed(SEVERAL);
  const severalResult = computeReturn(several);

  beforeAll(() => {
    mkdirSync(cache, { recursive: true });
    dir = mkdtempSync(path.join(cache, 'rental-return-pdf-'));
    script = path.join(dir, 'render.mjs');
    buildSync({
      stdin: {
        contents: `
          import * as React from 'react';
          import { readFileSync } from 'node:fs';
          import { renderToFile } from '@react-pdf/renderer';
          import ReturnPdfDocument from './ReturnPdfDocument';
          const files = process.argv.slice(2);
          for (let i = 0; i < files.length; i += 2) {
            const pdf = JSON.parse(readFileSync(files[i], 'utf8'));
            await renderToFile(React.createElement(ReturnPdfDocument, { pdf }), files[i + 1]);
          }
        `,
        resolveDir: __dirname,
        loader: 'tsx',
      },
      bundle: true,
      format: 'esm',
      platform: 'node',
      packages: 'external',
      jsx: 'automatic',
      outfile: script,
      logLevel: 'silent',
    });
    drawAll({
      simple: returnPdf(simple, computeReturn(simple), NOW),
      several: returnPdf(several, severalResult, NOW),
    });
  }, 120_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prints the reduced net income worked out by hand', () => {
    const text = texts.get('simple') ?? '';
    // 12 months × 1.000 = 12.000 €; expenses 500 + 700 = 1.200 €; net 12.000 − 1.200 = 10.800 €;
    // a contract from 2024 has the general 50 %: 10.800 × 50 % = 5.400 € off, 5.400 € remain.
    expect(text).toContain(squeeze('Rendimiento neto reducido: 5.400,00 €'));
    expect(text).toContain(squeeze('Ingresos íntegros 12.000,00 €'));
    expect(text).toContain(squeeze('Declaración del alquiler: ejercicio 2025'));
    expect(text).toContain(squeeze('Documento generado el 10 de abril de 2026'));
  });

  it("holds every property's reduced net income, the contracts, owners, boxes and sources", () => {
    const text = texts.get('several') ?? '';
    for (const property of severalResult.properties) {
      const figure = formatEurosCents(property.reducedNetIncome);
      expect(text).toContain(squeeze(`Rendimiento neto reducido: ${figure}`));
    }
    const [flat] = severalResult.properties;
    for (const contract of flat?.contracts ?? []) {
      expect(text).toContain(squeeze(formatEurosCents(contract.reducedNetIncome)));
    }
    expect(text).toContain(squeeze('disposición transitoria 38.ª'));
    expect(text).toContain('Klaus');
    expect(text).toContain(squeeze('No residentes: modelo 210'));
    expect(text).toContain(squeeze('Dónde va cada cifra en Renta Web (modelo 100)'));
    expect(text).toContain('0107');
    expect(text).toContain('https://www.boe.es/buscar/act.php?id=BOE-A-2006-20764');
  });
});
