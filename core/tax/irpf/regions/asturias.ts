// Asturias's half of the IRPF general scale and its own mínimo del contribuyente (6.105 €), both
// set by Ley 3/2025 in force on 3-12-2025, so they already govern tax year 2025 (devengo 31-12).
import type { IrpfScaleYear, RegionalIrpf } from '../types';
import { lawYear } from '../law-year';

const SOURCE = 'https://www.boe.es/buscar/act.php?id=BOE-A-2015-945';
const CITATION =
  'Decreto Legislativo 2/2014, de 22 de octubre, texto refundido de las disposiciones legales del Principado de Asturias en materia de tributos cedidos por el Estado (BOPA 29-10-2014), art. 2 (escala autonómica) y art. 2 bis.1 (mínimo del contribuyente de 6.105 €), en la redacción de la Ley del Principado de Asturias 3/2025, de 19 de noviembre (BOPA 2-12-2025, BOE-A-2025-25707), aplicable ya al ejercicio 2025; la Ley 5/2025, de 31 de diciembre, de presupuestos para 2026, no los cambia';

const BRACKETS = [
  { upTo: 12_450, rate: 9 },
  { upTo: 17_707.2, rate: 12 },
  { upTo: 33_007.2, rate: 14 },
  { upTo: 53_407.2, rate: 19.2 },
  { upTo: 70_000, rate: 21.5 },
  { upTo: 90_000, rate: 22.5 },
  { upTo: 175_000, rate: 25 },
  { upTo: null, rate: 26 },
] as const;

const scaleYear = (year: number): IrpfScaleYear =>
  lawYear(year, {
    brackets: BRACKETS,
    personalMinimum: 6_105,
    source: SOURCE,
    citation: CITATION,
  });

export const ASTURIAS: RegionalIrpf = {
  code: 'asturias',
  regime: 'common',
  years: [scaleYear(2025), scaleYear(2026)],
};
