// The yearly rental return end to end: a year opened from a file and from a link gives the same
// figures, the engine's; a year typed in, saved and opened again loses nothing; next year's
// document carries the excess of interest and repairs and the furniture.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { formatEurosCents } from '../core/format';
import { RENTAL_RETURN_PATH } from '../core/routes';
import { computeReturn } from '../core/tools/rental-return/compute';
import {
  parseReturnDocument,
  type ReturnDocument,
  type ReturnDocumentInput,
} from '../core/tools/rental-return/document';
import { encodeReturnLink } from '../core/tools/rental-return/link';
import { nextYearDocument } from '../core/tools/rental-return/next-year';
import { propertySheetName, RESULT_KEYS, RESULT_ROWS } from '../server/excel/rental-return-layout';
import { cellNumber } from '../server/testing/excel-parity';
import { recalculated } from '../server/testing/libreoffice';
import { openTool } from './calculators';
import { dismissCookies, hydrated } from './helpers';
import { field, openLink, result } from './locators';

/**
 * 2025: a flat let from 1-9-2024 at 700 € a month with 3.000 € of interest and 9.000 € of repairs
 * (12.000 € against 8.400 € of rent: an excess to carry), furniture bought in 2022; a second flat
 * empty all year (imputation only), owned 60/40 by two residents.
 */
const INPUT: ReturnDocumentInput = {
  version: 1,
  taxYear: 2025,
  owners: [
    { name: 'Carmen', residence: 'resident', taxResidence: 'andalucia', otherIncome: 30_000 },
    { name: 'Jorge', residence: 'resident', taxResidence: 'andalucia', otherIncome: null },
  ],
  properties: [
    {
      name: 'Piso de Triana',
      community: 'andalucia',
      municipality: 'Sevilla',
      owners: [
        { owner: 0, sharePercent: 60 },
        { owner: 1, sharePercent: 40 },
      ],
      acquisition: { kind: 'purchase', date: '2017-06-20', price: 140_000, costs: 11_500 },
      cadastral: { value: 70_000, landValue: 28_000, revisedYear: 2008 },
      furniture: [{ cost: 4_000, date: '2022-01-15' }],
      expenses: { interest: 3_000, repairs: 9_000, ibi: 410, communityFees: 600, insurance: 280 },
      contracts: [
        {
          start: '2024-09-01',
          end: null,
          monthlyRent: 700,
          tenantAge: 41,
          previousMonthlyRent: null,
        },
      ],
    },
    {
      name: 'Apartamento de Chipiona',
      community: 'andalucia',
      municipality: null,
      owners: [{ owner: 0, sharePercent: 100 }],
      acquisition: { kind: 'inheritance', date: '2020-02-03', price: 85_000, costs: 2_100 },
      cadastral: { value: 52_000, landValue: 20_000, revisedYear: 2009 },
    },
  ],
};

function parsed(input: unknown): ReturnDocument {
  const result = parseReturnDocument(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.document;
}

/** As a file holds it: an unknown field is null (the documents here spell every one out). */
function normal(doc: unknown): unknown {
  return JSON.parse(JSON.stringify(doc, (_key, value: unknown) => value ?? null));
}

const DOC = parsed(INPUT);
const EXPECTED = computeReturn(DOC);

const fileInput = (page: Page) => page.locator('input[type="file"][name="document"]');
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

async function openFile(page: Page, json: unknown, name = 'declaracion-alquiler-2025.json') {
  await fileInput(page).setInputFiles({
    name,
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(json)),
  });
}

async function savedJson(download: Download): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

async function save(page: Page): Promise<Download> {
  const download = page.waitForEvent('download');
  await button(page, 'Guardar archivo').click();
  return download;
}

/** Every figure on the page by its data-result name, once the totals are `expected`'s. */
async function figures(page: Page, expected = EXPECTED): Promise<Record<string, string>> {
  await expect(result(page, 'total.declaredIncome')).toHaveAttribute(
    'data-value',
    String(expected.total.declaredIncome),
  );
  await expect(result(page, 'total.imputedIncome')).toHaveAttribute(
    'data-value',
    String(expected.total.imputedIncome),
  );
  return page
    .locator('[data-result]')
    .evaluateAll((elements) =>
      Object.fromEntries(
        elements.map((element) => [
          element.getAttribute('data-result') ?? '',
          element.getAttribute('data-value') ?? '',
        ]),
      ),
    );
}

test.describe('declaración del alquiler', () => {
  test('a year opened from a file and from a link gives the same figures, the engine’s', async ({
    page,
  }) => {
    await openTool(page, RENTAL_RETURN_PATH);
    await openFile(page, INPUT);
    await expect(page.getByText('Hemos abierto «declaracion-alquiler-2025.json».')).toBeVisible();
    const fromFile = await figures(page);

    // The engine's figures under the names, properties and contracts from 1.
    const flat = EXPECTED.properties[0];
    const empty = EXPECTED.properties[1];
    expect(flat?.excessCarriedForward).toBeGreaterThan(0);
    expect(empty?.imputedIncome).toBeGreaterThan(0);
    for (const key of [
      'grossIncome',
      'interestAndRepairs',
      'excessCarriedForward',
      'buildingAmortisation',
      'furnitureAmortisation',
      'deductibleExpenses',
      'netIncome',
      'reduction',
      'reducedNetIncome',
      'declaredIncome',
      'imputedIncome',
    ] as const) {
      expect(fromFile[`property.1.${key}`]).toBe(String(flat?.[key]));
      expect(fromFile[`property.2.${key}`]).toBe(String(empty?.[key]));
    }
    expect(fromFile['property.1.contract.1.reductionPercent']).toBe(
      String(flat?.contracts[0]?.reductionPercent),
    );
    expect(fromFile['property.1.contract.1.reducedNetIncome']).toBe(
      String(flat?.contracts[0]?.reducedNetIncome),
    );
    for (const [k, owner] of EXPECTED.owners.entries()) {
      expect(fromFile[`owner.${k + 1}.declaredIncome`]).toBe(String(owner.declaredIncome));
      expect(fromFile[`owner.${k + 1}.imputedIncome`]).toBe(String(owner.imputedIncome));
    }
    // Only Carmen gave her other income: only she has an estimate.
    expect(fromFile['owner.1.taxEstimate']).toBe(String(EXPECTED.owners[0]?.taxEstimate));
    expect(fromFile['owner.2.taxEstimate']).toBeUndefined();

    await openLink(page, new URL(`${RENTAL_RETURN_PATH}${encodeReturnLink(INPUT)}`, page.url()));
    await hydrated(page);
    await expect(field(page, 'properties.0.name')).toHaveValue('Piso de Triana');
    expect(await figures(page)).toEqual(fromFile);
  });

  test('@mobile a year typed in, saved and opened again loses nothing', async ({ page }) => {
    await openTool(page, RENTAL_RETURN_PATH);
    await field(page, 'taxYear').selectOption('2025');
    await field(page, 'owners.0.name').fill('Carmen');
    await field(page, 'owners.0.taxResidence').selectOption('andalucia');
    await field(page, 'owners.0.otherIncome').fill('30.000');
    await field(page, 'properties.0.name').fill('Piso de Triana');
    await field(page, 'properties.0.acquisition.price').fill('140.000');
    await field(page, 'properties.0.acquisition.costs').fill('11.500,75');
    await field(page, 'properties.0.cadastral.value').fill('70.000');
    await field(page, 'properties.0.cadastral.landValue').fill('28.000');
    await field(page, 'properties.0.expenses.ibi').fill('410,30');
    await button(page, 'Añadir contrato').click();
    // The new contract's first field has the focus: the keyboard goes on from there.
    await expect(field(page, 'properties.0.contracts.0.start')).toBeFocused();
    await field(page, 'properties.0.contracts.0.start').fill('2025-03-01');
    await field(page, 'properties.0.contracts.0.end').fill('');
    await field(page, 'properties.0.contracts.0.monthlyRent').fill('mil');
    await field(page, 'properties.0.contracts.0.monthlyRent').blur();
    // A rent that is not a number: a Spanish message at the field, the text kept.
    await expect(field(page, 'properties.0.contracts.0.monthlyRent')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(field(page, 'properties.0.contracts.0.monthlyRent')).toHaveAccessibleDescription(
      /Escribe un número, por ejemplo 1.250,50/,
    );
    await field(page, 'properties.0.contracts.0.monthlyRent').fill('750');
    await button(page, 'Añadir mueble').click();
    await field(page, 'properties.0.furniture.0.cost').fill('2.500');
    await field(page, 'properties.0.furniture.0.date').fill('2025-03-01');

    const typed = parsed({
      version: 1,
      taxYear: 2025,
      owners: [
        { name: 'Carmen', residence: 'resident', taxResidence: 'andalucia', otherIncome: 30_000 },
      ],
      properties: [
        {
          name: 'Piso de Triana',
          community: null,
          municipality: null,
          acquisition: { kind: 'purchase', date: null, price: 140_000, costs: 11_500.75 },
          cadastral: { value: 70_000, landValue: 28_000, revisedYear: null },
          furniture: [{ cost: 2_500, date: '2025-03-01' }],
          expenses: { ibi: 410.3 },
          contracts: [
            {
              start: '2025-03-01',
              end: null,
              monthlyRent: 750,
              tenantAge: null,
              previousMonthlyRent: null,
            },
          ],
        },
      ],
    });
    const before = await figures(page, computeReturn(typed));
    const download = await save(page);
    expect(download.suggestedFilename()).toBe('declaracion-alquiler-2025.json');
    const saved = await savedJson(download);
    expect(normal(parsed(saved))).toEqual(normal(typed));

    // Another browser: nothing stored, the file opened.
    await page.evaluate(() => window.localStorage.clear());
    await openTool(page, RENTAL_RETURN_PATH);
    await openFile(page, saved);
    await expect(field(page, 'properties.0.acquisition.costs')).toHaveValue('11.500,75');
    await expect(field(page, 'properties.0.expenses.ibi')).toHaveValue('410,3');
    await expect(field(page, 'owners.0.name')).toHaveValue('Carmen');
    await expect(field(page, 'properties.0.furniture.0.date')).toHaveValue('2025-03-01');
    expect(await figures(page, computeReturn(typed))).toEqual(before);
    expect(normal(parsed(await savedJson(await save(page))))).toEqual(normal(typed));
  });

  test('@mobile-only "Calcular" on a phone: the first field to correct, then the results in view', async ({
    page,
  }) => {
    await dismissCookies(page);
    await page.goto(`${RENTAL_RETURN_PATH}${encodeReturnLink(INPUT)}`);
    await hydrated(page);
    await figures(page);
    const rent = field(page, 'properties.0.contracts.0.monthlyRent');
    await rent.fill('setecientos');
    await field(page, 'properties.0.name').focus();
    await button(page, 'Calcular la declaración').click();
    await expect(rent).toBeFocused();
    await expect(rent).toBeInViewport();
    await expect(rent).toHaveAccessibleDescription(/Escribe un número/);

    await rent.fill('700');
    await button(page, 'Calcular la declaración').click();
    const results = page.getByRole('region', { name: /Tu declaración de 2025/ });
    await expect(results).toBeFocused();
    await expect(results.getByRole('heading', { level: 2 })).toBeInViewport();
    await figures(page);
  });

  test('next year’s document carries the excess to deduct and the furniture', async ({ page }) => {
    await dismissCookies(page);
    await page.goto(`${RENTAL_RETURN_PATH}${encodeReturnLink(INPUT)}`);
    await hydrated(page);
    await figures(page);
    await button(page, 'Empezar el año siguiente').click();
    await expect(page.getByText(/Hemos empezado el ejercicio 2026/)).toBeVisible();
    await expect(field(page, 'taxYear')).toHaveValue('2026');

    const next = parsed(nextYearDocument(DOC, EXPECTED));
    const excess = EXPECTED.properties[0]?.excessCarriedForward ?? 0;
    expect(next.properties[0]?.carriedForward).toEqual([{ year: 2025, amount: excess }]);
    await expect(field(page, 'properties.0.carriedForward.0.year')).toHaveValue('2025');
    await expect(field(page, 'properties.0.furniture.0.date')).toHaveValue('2022-01-15');
    // The expenses start again empty; the contract still running on 31-12-2025 goes on.
    await expect(field(page, 'properties.0.expenses.repairs')).toHaveValue('');
    await expect(field(page, 'properties.0.contracts.0.start')).toHaveValue('2024-09-01');

    // 2026's own figures: the 2025 excess deducted within 2026's rent.
    const nextResult = computeReturn(next);
    const nextFigures = await figures(page, nextResult);
    expect(nextFigures['property.1.interestAndRepairs']).toBe(
      String(nextResult.properties[0]?.interestAndRepairs),
    );
    expect(nextResult.properties[0]?.interestAndRepairs).toBe(excess);

    const download = await save(page);
    expect(download.suggestedFilename()).toBe('declaracion-alquiler-2026.json');
    const saved = parsed(await savedJson(download));
    expect(normal(saved)).toEqual(normal(next));
    expect(saved.properties[0]?.furniture).toEqual(DOC.properties[0]?.furniture);
  });
});

test.describe('declaración del alquiler: the gestor’s PDF and the Excel', () => {
  test('the PDF holds every property’s reduced net income; the recalculated Excel equals the page', async ({
    page,
  }, info) => {
    await openTool(page, RENTAL_RETURN_PATH);
    await openFile(page, INPUT);
    const shown = await figures(page);

    // The PDF, read back with pdftotext: each property's reduced net income as the page writes it.
    const pdf = page.waitForEvent('download');
    await button(page, 'Descargar PDF para el gestor').click();
    const pdfFile = info.outputPath('declaracion.pdf');
    await (await pdf).saveAs(pdfFile);
    const text = execFileSync('pdftotext', ['-layout', pdfFile, '-'], { encoding: 'utf8' });
    const squeezed = text.replace(/\s+/gu, '');
    for (const property of EXPECTED.properties) {
      const written = formatEurosCents(property.reducedNetIncome).replace(/\s+/gu, '');
      expect(squeezed).toContain(written);
      expect(text).toContain(DOC.properties[property.index]?.name ?? '');
    }

    // The Excel, recalculated by LibreOffice: every property figure equals the page's data-value.
    const excel = page.waitForEvent('download');
    await button(page, 'Descargar Excel con fórmulas').click();
    const xlsx = info.outputPath('declaracion.xlsx');
    await (await excel).saveAs(xlsx);
    const sheets = recalculated(
      readFileSync(xlsx),
      EXPECTED.properties.map((property) => propertySheetName(property.index)),
    );
    for (const property of EXPECTED.properties) {
      const rows = sheets.get(propertySheetName(property.index)) ?? [];
      for (const key of RESULT_KEYS) {
        const onPage = Number(shown[`property.${property.index + 1}.${key}`]);
        expect(
          cellNumber(rows, RESULT_ROWS[key], 'B'),
          `${key} of ${property.index + 1}`,
        ).toBeCloseTo(onPage, 2);
      }
    }
  });
});
