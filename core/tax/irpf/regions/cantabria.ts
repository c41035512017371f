// Cantabria's half of the IRPF general scale (six tranches since 2024); Cantabria sets its own
// family and disability minimums but keeps the state's mínimo del contribuyente.
import type { IrpfScaleYear, RegionalIrpf } from '../types';
import { lawYear } from '../law-year';

const SOURCE = 'https://www.boe.es/buscar/act.php?id=BOCT-c-2008-90028';
const CITATION =
  'Decreto Legislativo 62/2008, de 19 de junio, texto refundido de la Ley de Medidas Fiscales en materia de Tributos cedidos por el Estado de Cantabria (BOC 2-7-2008), art. 1 (escala autonómica), en la redacción del art. 3.Uno de la Ley de Cantabria 3/2023, de 26 de diciembre, de Medidas Fiscales y Administrativas (BOC 29-12-2023, BOE-A-2024-1373); las Leyes 3/2024 y 5/2026 no lo modifican; sin mínimo del contribuyente propio (se aplica el del art. 57 LIRPF)';

const BRACKETS = [
  { upTo: 13_000, rate: 8.5 },
  { upTo: 21_000, rate: 11 },
  { upTo: 35_200, rate: 14.5 },
  { upTo: 60_000, rate: 18 },
  { upTo: 90_000, rate: 22.5 },
  { upTo: null, rate: 24.5 },
] as const;

const scaleYear = (year: number): IrpfScaleYear =>
  lawYear(year, {
    brackets: BRACKETS,
    personalMinimum: 5_550,
    source: SOURCE,
    citation: CITATION,
  });

export const CANTABRIA: RegionalIrpf = {
  code: 'cantabria',
  regime: 'common',
  years: [scaleYear(2025), scaleYear(2026)],
};
