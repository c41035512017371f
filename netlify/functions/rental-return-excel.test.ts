// POST /api/rental-return-excel: the yearly return's workbook from the document in the body; Spanish
// messages at each field path for a document the parser refuses.
import ExcelJS from 'exceljs';
import { RENTAL_RETURN_EXCEL_API } from '../../core/api';
import { parseReturnDocument } from '../../core/tools/rental-return/document';
import { TWO_CONTRACTS } from '../../server/excel/rental-return-cases';
import {
  CONTRACT_COLUMNS,
  DATA_ROWS,
  propertyLayout,
  propertySheetName,
  SUMMARY_SHEET,
  TAX_YEAR_CELL,
} from '../../server/excel/rental-return-layout';
import { XLSX_TYPE } from '../../server/excel/xlsx-response';
import handler, { config } from './rental-return-excel';

const post = (body: unknown) =>
  handler(
    new Request(`http://localhost${RENTAL_RETURN_EXCEL_API}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );

async function workbookOf(res: Response): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await res.arrayBuffer());
  return workbook;
}

const valueAt = (sheet: ExcelJS.Worksheet | undefined, address: string) =>
  sheet?.getCell(address.replaceAll('$', '')).value;

describe('POST /api/rental-return-excel', () => {
  it('answers the year as an .xlsx attachment with the document in the blue cells', async () => {
    const res = await post(TWO_CONTRACTS);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(XLSX_TYPE);
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="declaracion-alquiler-2025.xlsx"',
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const workbook = await workbookOf(res);
    expect(valueAt(workbook.getWorksheet(SUMMARY_SHEET), TAX_YEAR_CELL)).toBe(2025);
    const sheet = workbook.getWorksheet(propertySheetName(0));
    expect(valueAt(sheet, `B${DATA_ROWS.price}`)).toBe(150_000);
    expect(valueAt(sheet, `B${DATA_ROWS.cadastralValue}`)).toBe(80_000);
    const parsed = parseReturnDocument(TWO_CONTRACTS);
    const property = parsed.ok ? parsed.document.properties[0] : undefined;
    if (!property) throw new Error('the case must be valid');
    const { first } = propertyLayout(property).contracts;
    expect(valueAt(sheet, `${CONTRACT_COLUMNS.monthlyRent}${first + 1}`)).toBe(920);
    // The 2022 contract keeps the 60 % of DT 38.ª; the 2025 one has the general 50 %.
    expect(valueAt(sheet, `${CONTRACT_COLUMNS.reductionPercent}${first}`)).toBe(60);
    expect(valueAt(sheet, `${CONTRACT_COLUMNS.reductionPercent}${first + 1}`)).toBe(50);
  });

  it('refuses an end before the start and a share total not 100 %, in Spanish, by field path', async () => {
    const property = TWO_CONTRACTS.properties?.[0];
    const res = await post({
      ...TWO_CONTRACTS,
      properties: [
        {
          ...property,
          owners: [
            { owner: 0, sharePercent: 50 },
            { owner: 1, sharePercent: 40 },
          ],
          contracts: [{ start: '2025-06-15', end: '2025-03-01', monthlyRent: 920 }],
        },
      ],
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; fields: Record<string, string> };
    expect(body.error).toBe('Revisa los datos enviados.');
    // 50 + 40 = 90 %.
    expect(body.fields).toEqual({
      'properties.0.owners': 'Las participaciones suman 90 %: deben sumar 100 %.',
      'properties.0.contracts.0.end': 'La fecha de fin es anterior a la de inicio.',
    });
  });

  it('refuses a document of another version or year', async () => {
    const res = await post({ ...TWO_CONTRACTS, version: 2, taxYear: 2019 });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fields: Record<string, string> };
    expect(body.fields.version).toBe('Este archivo no es de la versión 1 de la declaración.');
    expect(body.fields.taxYear).toBe('El ejercicio debe ser 2024, 2025, 2026.');
  });

  it('answers 405 to GET (no figures in URLs) and is declared on the path the button uses', async () => {
    const get = await handler(new Request(`http://localhost${RENTAL_RETURN_EXCEL_API}`));
    expect(get.status).toBe(405);
    expect(config.path).toBe(RENTAL_RETURN_EXCEL_API);
  });
});
