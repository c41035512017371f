// GET /api/excel-template/rentabilidad and the file it links to: JSON link, .xlsx bytes, bad queries.
import { EXCEL_TEMPLATE_FILE_API } from '../../core/api';
import ExcelJS from 'exceljs';
import {
  EXCEL_TEMPLATE_FILENAME,
  excelTemplateApiUrl,
} from '../../core/tools/excel-template/template';
import linkHandler from './excel-template';
import fileHandler, { config as fileConfig, XLSX_TYPE } from './excel-template-file';
import { inputRow } from '../../server/excel/rental-yield-workbook';

const get = (handler: typeof linkHandler, path: string, method = 'GET') =>
  handler(new Request(`http://localhost${path}`, { method }));

describe('GET /api/excel-template/rentabilidad', () => {
  it('answers a downloadUrl to the file with the default inputs', async () => {
    const res = await get(linkHandler, '/api/excel-template/rentabilidad');
    expect(res.status).toBe(200);
    const { downloadUrl } = (await res.json()) as { downloadUrl: string };
    expect(downloadUrl.startsWith(`${EXCEL_TEMPLATE_FILE_API}?`)).toBe(true);
    const params = new URL(downloadUrl, 'http://x').searchParams;
    expect(params.get('purchasePrice')).toBe('200000');
    // The investment is left to the sheet's formula (the money put in).
    expect(params.has('initialInvestment')).toBe(false);
  });

  it('carries the given inputs and refuses invalid ones with Spanish messages', async () => {
    const ok = await get(linkHandler, excelTemplateApiUrl({ monthlyRent: 950, interestRate: 3 }));
    const { downloadUrl } = (await ok.json()) as { downloadUrl: string };
    expect(new URL(downloadUrl, 'http://x').searchParams.get('monthlyRent')).toBe('950');
    const bad = await get(
      linkHandler,
      '/api/excel-template/rentabilidad?interestRate=35&purchasePrice=abc',
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      fields: { purchasePrice: 'El enlace trae un valor no válido en "Precio de compra": «abc».' },
    });
    const bad2 = await get(linkHandler, '/api/excel-template/rentabilidad?interestRate=35');
    expect(await bad2.json()).toMatchObject({
      fields: { interestRate: 'El interés debe estar entre 0 % y 20 %' },
    });
  });

  it('answers 405 to POST', async () => {
    expect((await get(linkHandler, '/api/excel-template/rentabilidad', 'POST')).status).toBe(405);
  });
});

describe('GET the template file', () => {
  it('serves an .xlsx attachment with the inputs pre-filled', async () => {
    const res = await get(fileHandler, `${EXCEL_TEMPLATE_FILE_API}?monthlyRent=950`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX_TYPE);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${EXCEL_TEMPLATE_FILENAME}"`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Calculadora',
      'Ejemplo Sevilla',
      'Explicación',
    ]);
    const sheet = workbook.getWorksheet('Calculadora');
    expect(sheet?.getCell(`B${inputRow.get('monthlyRent')}`).value).toBe(950);
    // The investment, not given, is the money put in as a live formula of the other cells.
    expect(sheet?.getCell(`B${inputRow.get('initialInvestment')}`).value).toEqual({
      formula: 'B5-B10+B5*B6',
    });
  });

  it('is declared on the path the link points to', () => {
    expect(fileConfig.path).toBe(EXCEL_TEMPLATE_FILE_API);
  });
});
