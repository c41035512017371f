// Castilla-La Mancha: the regional half of the IRPF general scale; no minimum of its own (the state's).
import type { IrpfScaleYear, RegionalIrpf } from '../types';
import { lawYear } from '../law-year';

const SOURCE = 'https://www.boe.es/buscar/act.php?id=BOE-A-2014-1368';
const CITATION =
  'Ley 8/2013, de 21 de noviembre, de Medidas Tributarias de Castilla-La Mancha (DOCM 29-11-2013), art. 13 bis (escala autonómica), añadido por la Ley 9/2014, de 4 de diciembre; la Ley 1/2026, de 26 de marzo, no lo modifica. Sin mínimo personal propio: el estatal de 5.550 € (art. 57 de la Ley 35/2006)';

const BRACKETS = [
  { upTo: 12_450, rate: 9.5 },
  { upTo: 20_200, rate: 12 },
  { upTo: 35_200, rate: 15 },
  { upTo: 60_000, rate: 18.5 },
  { upTo: null, rate: 22.5 },
] as const;

const clmYear = (year: number): IrpfScaleYear =>
  lawYear(year, {
    brackets: BRACKETS,
    personalMinimum: 5_550,
    source: SOURCE,
    citation: CITATION,
  });

export const CASTILLA_LA_MANCHA: RegionalIrpf = {
  code: 'castilla-la-mancha',
  regime: 'common',
  years: [clmYear(2025), clmYear(2026)],
};
