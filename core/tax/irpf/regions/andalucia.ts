// Andalucía's half of the IRPF general scale and its own mínimo del contribuyente (5.790 €).
import type { IrpfScaleYear, RegionalIrpf } from '../types';
import { lawYear } from '../law-year';

const SOURCE = 'https://www.boe.es/buscar/act.php?id=BOE-A-2021-17915';
const CITATION =
  'Ley 5/2021, de 20 de octubre, de Tributos Cedidos de la Comunidad Autónoma de Andalucía (BOJA 26-10-2021), art. 23 (escala autonómica, en la redacción del Decreto-ley 7/2022, de 20 de septiembre, con efectos desde el 1-1-2022) y art. 23 bis.1.a) (mínimo del contribuyente de 5.790 €); la Ley 8/2025, de 22 de diciembre, de presupuestos para 2026 (BOJA 31-12-2025), no cambia la escala ni el mínimo';

const BRACKETS = [
  { upTo: 13_000, rate: 9.5 },
  { upTo: 21_100, rate: 12 },
  { upTo: 35_200, rate: 15 },
  { upTo: 60_000, rate: 18.5 },
  { upTo: null, rate: 22.5 },
] as const;

const scaleYear = (year: number): IrpfScaleYear =>
  lawYear(year, {
    brackets: BRACKETS,
    personalMinimum: 5_790,
    source: SOURCE,
    citation: CITATION,
  });

export const ANDALUCIA: RegionalIrpf = {
  code: 'andalucia',
  regime: 'common',
  years: [scaleYear(2025), scaleYear(2026)],
};
