// Comunidad de Madrid: the regional half of the IRPF general scale and its own personal minimum.
import type { IrpfScaleYear, RegionalIrpf } from '../types';
import { lawYear } from '../law-year';

const SOURCE = 'https://www.boe.es/buscar/act.php?id=BOCM-m-2010-90068';
const CITATION =
  'Decreto Legislativo 1/2010, de 21 de octubre, texto refundido de tributos cedidos de la Comunidad de Madrid (BOCM 25-10-2010), art. 1 (escala autonómica) y art. 2.a (mínimo del contribuyente de 5.956,65 €), en la redacción de la Ley 13/2023, de 15 de diciembre (BOCM 21-12-2023), con efectos desde el 1-1-2023; las leyes posteriores (4/2024 a 5/2026) no modifican estos artículos';

// Tops as the law's table: 13.362,22 + 5.642,41 = 19.004,63; + 16.421,05 = 35.425,68; + 21.894,72 = 57.320,40.
const BRACKETS = [
  { upTo: 13_362.22, rate: 8.5 },
  { upTo: 19_004.63, rate: 10.7 },
  { upTo: 35_425.68, rate: 12.8 },
  { upTo: 57_320.4, rate: 17.4 },
  { upTo: null, rate: 20.5 },
] as const;

const madridYear = (year: number): IrpfScaleYear =>
  lawYear(year, {
    brackets: BRACKETS,
    personalMinimum: 5_956.65,
    source: SOURCE,
    citation: CITATION,
  });

export const MADRID: RegionalIrpf = {
  code: 'madrid',
  regime: 'common',
  years: [madridYear(2025), madridYear(2026)],
};
