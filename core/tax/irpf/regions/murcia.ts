// Región de Murcia: the regional half of the IRPF general scale (no own personal minimum).
import type { IrpfScaleYear, RegionalIrpf } from '../types';
import { lawYear } from '../law-year';

const SOURCE = 'https://www.boe.es/buscar/act.php?id=BOE-A-2011-10542';
const CITATION =
  'Decreto Legislativo 1/2010, de 5 de noviembre, texto refundido de tributos cedidos de la Región de Murcia (BORM 31-1-2011), art. 2 (escala autonómica), en la redacción de la Ley 14/2018, de 26 de diciembre (art. 56.2); la Ley 3/2025, de 23 de julio (BORM 24-7-2025), solo modifica los arts. 1, 6, 7 y 13; Murcia no fija mínimo personal propio (5.550 €, art. 57 LIRPF)';

// Tops as the law's table: 12.450 + 7.750 = 20.200; + 13.800 = 34.000; + 26.000 = 60.000.
const BRACKETS = [
  { upTo: 12_450, rate: 9.5 },
  { upTo: 20_200, rate: 11.2 },
  { upTo: 34_000, rate: 13.3 },
  { upTo: 60_000, rate: 17.9 },
  { upTo: null, rate: 22.5 },
] as const;

const murciaYear = (year: number): IrpfScaleYear =>
  lawYear(year, {
    brackets: BRACKETS,
    personalMinimum: 5_550,
    source: SOURCE,
    citation: CITATION,
  });

export const MURCIA: RegionalIrpf = {
  code: 'murcia',
  regime: 'common',
  years: [murciaYear(2025), murciaYear(2026)],
};
