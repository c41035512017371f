// Canarias' half of the IRPF general scale, deflated by Ley 9/2025 with effect from 1-1-2025;
// Canarias keeps the state's mínimo del contribuyente.
import type { IrpfScaleYear, RegionalIrpf } from '../types';
import { lawYear } from '../law-year';

const SOURCE = 'https://www.boe.es/buscar/doc.php?id=BOE-A-2026-7560';
const CITATION =
  'Decreto Legislativo 1/2009, de 21 de abril, texto refundido de las disposiciones legales vigentes dictadas por la Comunidad Autónoma de Canarias en materia de tributos cedidos (BOC 23-4-2009), art. 18 bis (escala autonómica), en la redacción de la disposición final undécima.Diecisiete de la Ley 9/2025, de 23 de diciembre, de presupuestos de Canarias para 2026 (BOE-A-2026-7560), con efectos desde el 1-1-2025; sin mínimo personal propio (se aplica el del art. 57 LIRPF)';

const BRACKETS = [
  { upTo: 13_748, rate: 9 },
  { upTo: 19_422, rate: 11.5 },
  { upTo: 35_924, rate: 14 },
  { upTo: 57_566, rate: 18.5 },
  { upTo: 93_268, rate: 23.5 },
  { upTo: 123_745, rate: 25 },
  { upTo: null, rate: 26 },
] as const;

const scaleYear = (year: number): IrpfScaleYear =>
  lawYear(year, {
    brackets: BRACKETS,
    personalMinimum: 5_550,
    source: SOURCE,
    citation: CITATION,
  });

export const CANARIAS: RegionalIrpf = {
  code: 'canarias',
  regime: 'common',
  years: [scaleYear(2025), scaleYear(2026)],
};
