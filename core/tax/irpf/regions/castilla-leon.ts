// Castilla y León: the regional half of the IRPF general scale and the minimum its law sets (the state's).
import type { IrpfScaleYear, RegionalIrpf } from '../types';
import { lawYear } from '../law-year';

const SOURCE = 'https://www.boe.es/buscar/act.php?id=BOCL-h-2013-90254';
const CITATION =
  'Decreto Legislativo 1/2013, de 12 de septiembre, texto refundido de tributos propios y cedidos de Castilla y León (BOCYL 18-9-2013), art. 1 (escala autonómica), en la redacción de la Ley 2/2022, de 1 de diciembre (BOCYL 12-12-2022), con efectos desde el 1-1-2022, y art. 1 bis.1.a (mínimo del contribuyente de 5.550 €); la Ley 4/2024, de 9 de mayo, no modifica estos artículos';

// 35.200 + 18.207,20 = 53.407,20, as the law's table.
const BRACKETS = [
  { upTo: 12_450, rate: 9 },
  { upTo: 20_200, rate: 12 },
  { upTo: 35_200, rate: 14 },
  { upTo: 53_407.2, rate: 18.5 },
  { upTo: null, rate: 21.5 },
] as const;

const cylYear = (year: number): IrpfScaleYear =>
  lawYear(year, {
    brackets: BRACKETS,
    personalMinimum: 5_550,
    source: SOURCE,
    citation: CITATION,
  });

export const CASTILLA_LEON: RegionalIrpf = {
  code: 'castilla-leon',
  regime: 'common',
  years: [cylYear(2025), cylYear(2026)],
};
