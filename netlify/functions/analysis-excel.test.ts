// POST /api/analysis-excel: the analysis workbook from the share-link parameters in the body; Spanish messages for bad ones.
import { ANALYSIS_EXCEL_API } from '../../core/api';
import ExcelJS from 'exceljs';
import {
  ANALYSIS_EXCEL_FILENAME,
  analysisExcelBody,
} from '../../core/tools/excel-template/analysis';
import { ANALYSIS_DEFAULTS } from '../../core/tools/investment-analysis';
import { inputCell } from '../../server/excel/analysis-layout';
import { ANALYSIS_SHEET } from '../../server/excel/analysis-workbook';
import handler, { config } from './analysis-excel';
import { XLSX_TYPE } from '../../server/excel/xlsx-response';

const post = (body: unknown) =>
  handler(
    new Request(`http://localhost${ANALYSIS_EXCEL_API}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );

const cell = (sheet: ExcelJS.Worksheet | undefined, address: string) =>
  sheet?.getCell(address.replaceAll('$', '')).value;

describe('POST /api/analysis-excel', () => {
  it('serves the analysis as an .xlsx attachment with the given inputs in the blue cells', async () => {
    const res = await post(
      analysisExcelBody({ ...ANALYSIS_DEFAULTS, price: 150_000, monthlyRent: 800 }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX_TYPE);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${ANALYSIS_EXCEL_FILENAME}"`,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.getWorksheet(ANALYSIS_SHEET);
    expect(cell(sheet, inputCell('price'))).toBe(150_000);
    expect(cell(sheet, inputCell('monthlyRent'))).toBe(800);
    // Percentages are fractions so that the % format applies: 2 % is 0.02.
    expect(cell(sheet, inputCell('rentUpdatePercent'))).toBe(0.02);
  });

  it('holds the purchase costs the page shows when the user corrected them', async () => {
    const res = await post(
      analysisExcelBody({ ...ANALYSIS_DEFAULTS, purchaseCostsOverride: { total: 12_345.67 } }),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    expect(cell(workbook.getWorksheet(ANALYSIS_SHEET), inputCell('purchaseCosts'))).toBe(12_345.67);
  });

  it('takes the defaults for an empty body', async () => {
    const res = await post({});
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    expect(cell(workbook.getWorksheet(ANALYSIS_SHEET), inputCell('price'))).toBe(
      ANALYSIS_DEFAULTS.price,
    );
  });

  it('refuses text that is not a number, or an unknown community, with Spanish messages', async () => {
    const res = await post({ price: 'mil', community: 'narnia' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; fields: Record<string, string> };
    expect(body.fields.price).toBe(
      'El enlace trae un valor no válido en "Precio de compra": «mil».',
    );
    expect(body.fields.community).toMatch(/^Elige una comunidad/);
  });

  it('answers 405 to GET (no figures in URLs) and is declared on the path the button uses', async () => {
    const get = await handler(new Request(`http://localhost${ANALYSIS_EXCEL_API}?price=150000`));
    expect(get.status).toBe(405);
    expect(config.path).toBe(ANALYSIS_EXCEL_API);
  });
});
