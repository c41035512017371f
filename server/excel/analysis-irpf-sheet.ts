// Writes the residents' IRPF scales on the "Análisis" sheet (analysis-irpf-layout.ts): the state and
// regional halves of each year of the tables, the personal minimums and the Ceuta/Melilla deduction.
import type ExcelJS from 'exceljs';
import type { AnalysisResult } from '../../core/tools/investment-analysis';
import { scalesFor } from '../../core/tools/investment-analysis/owner-irpf';
import { COMMUNITY_NAMES } from '../../core/tax/communities';
import type { IrpfScaleYear } from '../../core/tax/irpf/types';
import { SCALE, SCALE_FIRST_ROW } from './analysis-layout';
import { SAVINGS_INCREMENT_COLUMN } from './analysis-irpf-formulas';
import {
  IRPF_ADDED_IS_LOCAL,
  IRPF_HALF_COLUMNS,
  IRPF_LOCAL_DEDUCTION,
  IRPF_TABLE_YEARS,
  IRPF_TITLE_ROW,
  IRPF_TRANCHES,
  irpfBlock,
  type IrpfHalf,
} from './analysis-irpf-layout';
import { NUMBER_FORMATS } from './number-formats';

const TEXT = {
  title:
    'Escalas del IRPF (residentes con el modelo de escalas): cuota con el alquiler menos cuota sin él',
  localDeduction: 'Deducción de Ceuta o Melilla (art. 68.4 LIRPF)',
  addedIsLocal: 'El alquiler se obtiene allí (1 = sí, 0 = no)',
  from: 'Desde',
  rate: 'Tipo',
  increment: 'Incremento',
  minimum: 'Mínimo personal',
  savingsIncrement: 'Incremento',
};

const cell = (sheet: ExcelJS.Worksheet, address: string) =>
  sheet.getCell(address.replaceAll('$', ''));

/** One half of a block: from, rate (fractions) and the increment over the previous rate (formula). */
function writeHalf(
  sheet: ExcelJS.Worksheet,
  half: IrpfHalf,
  scale: IrpfScaleYear,
  block: ReturnType<typeof irpfBlock>,
) {
  const columns = IRPF_HALF_COLUMNS[half];
  const brackets = scale.brackets;
  for (let index = 0; index < IRPF_TRANCHES; index += 1) {
    const row = block.firstRow + index;
    const bracket = brackets[Math.min(index, brackets.length - 1)];
    // A padding tranche repeats the last one: no increment, no tax.
    const at = Math.min(index, brackets.length - 1);
    sheet.getCell(`${columns.from}${row}`).value = at === 0 ? 0 : (brackets[at - 1]?.upTo ?? 0);
    sheet.getCell(`${columns.from}${row}`).numFmt = NUMBER_FORMATS.euro;
    sheet.getCell(`${columns.rate}${row}`).value = (bracket?.rate ?? 0) / 100;
    sheet.getCell(`${columns.rate}${row}`).numFmt = NUMBER_FORMATS.percent;
    const previous = index === 0 ? '0' : `${columns.rate}${row - 1}`;
    sheet.getCell(`${columns.increment}${row}`).value = {
      formula: `${columns.rate}${row}-${previous}`,
    };
    sheet.getCell(`${columns.increment}${row}`).numFmt = NUMBER_FORMATS.percent;
  }
  sheet.getCell(`${columns.from}${block.minimumRow}`).value = TEXT.minimum;
  sheet.getCell(`${columns.rate}${block.minimumRow}`).value = scale.personalMinimum;
  sheet.getCell(`${columns.rate}${block.minimumRow}`).numFmt = NUMBER_FORMATS.euro;
}

function blockTitle(result: AnalysisResult, year: number): string {
  const residence = result.input.taxResidence;
  const scales = scalesFor(residence, year);
  const held = scales.tableYear === year ? '' : ` (la de ${scales.tableYear}, la última aprobada)`;
  return `Escalas de ${year}${held}: estatal (H a J) y de ${COMMUNITY_NAMES[residence]} (K a M)`;
}

export function writeIrpfScales(sheet: ExcelJS.Worksheet, result: AnalysisResult) {
  const { input } = result;
  const title = sheet.getCell(`H${IRPF_TITLE_ROW}`);
  title.value = TEXT.title;
  title.font = { bold: true };
  const first = scalesFor(input.taxResidence, IRPF_TABLE_YEARS[0] ?? 2026);
  sheet.getCell(`H${IRPF_TITLE_ROW + 1}`).value = TEXT.localDeduction;
  cell(sheet, IRPF_LOCAL_DEDUCTION).value = first.localDeductionPercent / 100;
  cell(sheet, IRPF_LOCAL_DEDUCTION).numFmt = NUMBER_FORMATS.percent;
  sheet.getCell(`H${IRPF_TITLE_ROW + 2}`).value = TEXT.addedIsLocal;
  cell(sheet, IRPF_ADDED_IS_LOCAL).value = input.community === input.taxResidence ? 1 : 0;
  IRPF_TABLE_YEARS.forEach((year, index) => {
    const block = irpfBlock(index);
    const scales = scalesFor(input.taxResidence, year);
    sheet.getCell(`H${block.titleRow}`).value = blockTitle(result, year);
    sheet.getCell(`H${block.titleRow}`).font = { bold: true };
    for (const half of ['state', 'regional'] as const) {
      const columns = IRPF_HALF_COLUMNS[half];
      sheet.getCell(`${columns.from}${block.headerRow}`).value = TEXT.from;
      sheet.getCell(`${columns.rate}${block.headerRow}`).value = TEXT.rate;
      sheet.getCell(`${columns.increment}${block.headerRow}`).value = TEXT.increment;
      writeHalf(sheet, half, half === 'state' ? scales.state : scales.regional, block);
    }
  });
  // The savings scale's increments, for the scales' formulas (the flat model reads E:F only).
  sheet.getCell(`${SAVINGS_INCREMENT_COLUMN}${SCALE_FIRST_ROW - 1}`).value = TEXT.savingsIncrement;
  SCALE.forEach((_, index) => {
    const row = SCALE_FIRST_ROW + index;
    const previous = index === 0 ? '0' : `F${row - 1}`;
    const target = sheet.getCell(`${SAVINGS_INCREMENT_COLUMN}${row}`);
    target.value = { formula: `F${row}-${previous}` };
    target.numFmt = NUMBER_FORMATS.percent;
  });
}
