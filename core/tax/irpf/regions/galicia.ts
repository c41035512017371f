// Galicia: the regional half of the IRPF general scale and its own personal minimum.
import type { IrpfScaleYear, RegionalIrpf } from '../types';
import { lawYear } from '../law-year';

const SOURCE = 'https://www.boe.es/buscar/act.php?id=BOE-A-2011-18161';
const CITATION =
  'Decreto Legislativo 1/2011, de 28 de julio, texto refundido de tributos cedidos de Galicia (DOG 20-10-2011), art. 4 (escala autonómica) y art. 4 bis.1.a (mínimo del contribuyente de 5.789 €), en la redacción de la Ley 7/2022, de 27 de diciembre, de medidas fiscales y administrativas, arts. 1 y 2, con efectos desde el 1-1-2022; las leyes posteriores (10/2023, 2/2024, 5/2024 y 5/2025) no modifican estos artículos';

// Tops as the law's table: 12.985,35 + 8.083,25 = 21.068,60; + 14.131,40 = 35.200.
const BRACKETS = [
  { upTo: 12_985.35, rate: 9 },
  { upTo: 21_068.6, rate: 11.65 },
  { upTo: 35_200, rate: 14.9 },
  { upTo: 60_000, rate: 18.4 },
  { upTo: null, rate: 22.5 },
] as const;

const galiciaYear = (year: number): IrpfScaleYear =>
  lawYear(year, {
    brackets: BRACKETS,
    personalMinimum: 5_789,
    source: SOURCE,
    citation: CITATION,
  });

export const GALICIA: RegionalIrpf = {
  code: 'galicia',
  regime: 'common',
  years: [galiciaYear(2025), galiciaYear(2026)],
};
