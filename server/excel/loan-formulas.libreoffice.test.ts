// The one loan-payment formula of the workbooks, recalculated by LibreOffice, gives the mortgage
// engine's payment count and monthly payment.
import ExcelJS from 'exceljs';
import { monthlyPayment, paymentCount } from '../../core/tools/mortgage/engine';
import { recalculated } from '../testing/libreoffice';
import { cellNumber } from '../testing/excel-parity';
import { monthlyPaymentFormula, paymentCountFormula } from './loan-formulas';

/** Rate in percent, term in years, principal: ordinary, zero-rate, tiny-rate and odd terms. */
const LOANS: readonly [number, number, number][] = [
  [3.5, 25, 200_000],
  [0, 1, 12_000],
  [0, 7.5, 90_000],
  [0.01, 30, 150_000],
  [20, 50, 1_000_000],
  [4.25, 12.3, 85_000],
  [3, 0.04, 5_000],
];

describe('loan formulas recalculated by LibreOffice', () => {
  let rows: string[][];

  beforeAll(async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.calcProperties.fullCalcOnLoad = true;
    const sheet = workbook.addWorksheet('Prestamos');
    LOANS.forEach(([rate, years, principal], index) => {
      const row = sheet.getRow(index + 1);
      row.getCell(1).value = rate / 100;
      row.getCell(2).value = years;
      row.getCell(3).value = principal;
      row.getCell(4).value = { formula: paymentCountFormula(`B${index + 1}`) };
      row.getCell(5).value = {
        formula: monthlyPaymentFormula(`A${index + 1}`, `D${index + 1}`, `C${index + 1}`),
      };
    });
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    rows = recalculated(bytes, ['Prestamos'], 'prestamos').get('Prestamos') ?? [];
  }, 120_000);

  it.each(LOANS.map((loan, index) => [...loan, index] as const))(
    '%s %% over %s years on %s €',
    (rate, years, principal, index) => {
      expect(cellNumber(rows, index + 1, 'D')).toBe(paymentCount(years));
      const payment = cellNumber(rows, index + 1, 'E');
      expect(Math.abs(payment - monthlyPayment(principal, rate, years))).toBeLessThan(1e-6);
    },
  );
});
