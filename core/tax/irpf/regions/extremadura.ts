// Extremadura: the regional half of the IRPF general scale; 2026 lowers the first two tranches.
// No minimum of its own: the state's.
import type { Bracket } from '../../progressive-scale';
import { lawYear } from '../law-year';
import type { IrpfScaleYear, RegionalIrpf } from '../types';

const SOURCE = 'https://www.boe.es/buscar/act.php?id=BOE-A-2018-8159';
const TEXT =
  'Decreto Legislativo 1/2018, de 10 de abril, texto refundido de tributos cedidos de Extremadura (DOE 23-5-2018), art. 1 (escala autonómica)';
const NO_MINIMUM = 'sin mínimo personal propio: el estatal de 5.550 € (art. 57 de la Ley 35/2006)';

const FROM_24_200 = [
  { upTo: 24_200, rate: 16 },
  { upTo: 35_200, rate: 17.5 },
  { upTo: 60_000, rate: 21 },
  { upTo: 80_200, rate: 23.5 },
  { upTo: 99_200, rate: 24 },
  { upTo: 120_200, rate: 24.5 },
  { upTo: null, rate: 25 },
] as const;

const extremaduraYear = (year: number, first: readonly Bracket[], by: string): IrpfScaleYear =>
  lawYear(year, {
    brackets: [...first, ...FROM_24_200],
    personalMinimum: 5_550,
    source: SOURCE,
    citation: `${TEXT}, ${by}; ${NO_MINIMUM}`,
  });

export const EXTREMADURA: RegionalIrpf = {
  code: 'extremadura',
  regime: 'common',
  years: [
    extremaduraYear(
      2025,
      [
        { upTo: 12_450, rate: 8 },
        { upTo: 20_200, rate: 10 },
      ],
      'en la redacción del Decreto-ley 4/2023, de 12 de septiembre, art. 1.1, con efectos desde el 1-1-2023',
    ),
    extremaduraYear(
      2026,
      [
        { upTo: 12_450, rate: 7.75 },
        { upTo: 20_200, rate: 9.75 },
      ],
      'en la redacción de la Ley 2/2026, de 3 de agosto, de Presupuestos Generales de Extremadura para 2026 (DOE 4-8-2026), disposición final segunda.uno, con efectos desde el 1-1-2026 (disposición final séptima)',
    ),
  ],
};
