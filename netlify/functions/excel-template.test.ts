// POST /api/excel-template/rentabilidad: the template .xlsx from the figures in the body; bad ones refused.
import { EXCEL_TEMPLATE_API } from '../../core/api';
import ExcelJS from 'exceljs';
import { EXCEL_TEMPLATE_FILENAME, excelTemplateBody } from '../../core/tools/excel-template/body';
import handler, { config } from './excel-template';
import { inputRow } from '../../server/excel/rental-yield-workbook';
import { XLSX_TYPE } from '../../server/excel/xlsx-response';

const post = (body: unknown, path = EXCEL_TEMPLATE_API) =>
  handler(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );

const calculator = async (res: Response) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await res.arrayBuffer());
  return { workbook, sheet: workbook.getWorksheet('Calculadora') };
};

describe('POST /api/excel-template/rentabilidad', () => {
  it('answers the .xlsx attachment with the figures of the body, not cached', async () => {
    const res = await post(excelTemplateBody({ monthlyRent: 950, interestRate: 3 }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX_TYPE);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${EXCEL_TEMPLATE_FILENAME}"`,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { workbook, sheet } = await calculator(res);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'Calculadora',
      'Ejemplo Sevilla',
      'Explicación',
    ]);
    expect(sheet?.getCell(`B${inputRow.get('monthlyRent')}`).value).toBe(950);
    // The investment, not given, is the money put in as a live formula of the other cells.
    expect(sheet?.getCell(`B${inputRow.get('initialInvestment')}`).value).toEqual({
      formula: 'B5-B10+B5*B6',
    });
  });

  it('gives the blank template (the defaults) for an empty body', async () => {
    const { sheet } = await calculator(await post({}));
    expect(sheet?.getCell(`B${inputRow.get('purchasePrice')}`).value).toBe(200000);
  });

  it('refuses invalid figures with Spanish messages under their names', async () => {
    const bad = await post({ interestRate: '35', purchasePrice: 'abc' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      fields: { purchasePrice: 'El enlace trae un valor no válido en "Precio de compra": «abc».' },
    });
    const bad2 = await post({ interestRate: '35' });
    expect(await bad2.json()).toMatchObject({
      fields: { interestRate: 'El interés debe estar entre 0 % y 20 %' },
    });
  });

  it('reads a JSON number as the link would write it', async () => {
    const { sheet } = await calculator(await post({ monthlyRent: 1234.5 }));
    expect(sheet?.getCell(`B${inputRow.get('monthlyRent')}`).value).toBe(1234.5);
  });

  it('answers 405 to GET, so no figure travels in a URL', async () => {
    const res = await handler(
      new Request(`http://localhost${EXCEL_TEMPLATE_API}?monthlyRent=950`, { method: 'GET' }),
    );
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(config.path).toBe(EXCEL_TEMPLATE_API);
  });
});
