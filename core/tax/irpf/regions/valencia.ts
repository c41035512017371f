// Comunitat Valenciana: the regional half of the IRPF general scale (a new one each year from 2026)
// and its own personal minimum.
import type { Bracket } from '../../progressive-scale';
import { lawYear } from '../law-year';
import type { IrpfScaleYear, RegionalIrpf } from '../types';

const SOURCE = 'https://www.boe.es/buscar/act.php?id=BOE-A-1998-8202';
const LAW =
  'Ley 13/1997, de 23 de diciembre, tramo autonómico del IRPF y restantes tributos cedidos (DOGV 31-12-1997), art. 2 (escala autonómica)';
const MINIMUM =
  'art. 2 bis.1.a (mínimo del contribuyente de 6.105 €, añadido por el art. 3 del Decreto Ley 14/2022, de 24 de octubre)';

const CITATIONS: Record<number, string> = {
  2025: `${LAW}, en la redacción de la disposición final primera de la Ley 9/2022, de 30 de diciembre (DOGV 31-12-2022), en vigor desde 2023; ${MINIMUM}`,
  2026: `${LAW}, en la redacción del art. 18 de la Ley 5/2026, de 31 de julio (DOGV 10-8-2026), con efectos desde el 1-1-2026; ${MINIMUM}`,
  2027: `${LAW}, en la redacción de la disposición transitoria tercera de la Ley 5/2026, de 31 de julio (DOGV 10-8-2026), para los devengos desde el 1-1-2027; ${MINIMUM}`,
};
const SOURCES: Record<number, string> = {
  2025: SOURCE,
  2026: 'https://www.boe.es/buscar/doc.php?id=BOE-A-2026-19331',
  2027: 'https://www.boe.es/buscar/doc.php?id=BOE-A-2026-19331',
};

// The same tops every year (12.000, then steps of 10.000 to 72.000, then 100.000, 150.000, 200.000).
const TOPS = [
  12_000,
  22_000,
  32_000,
  42_000,
  52_000,
  62_000,
  72_000,
  100_000,
  150_000,
  200_000,
  null,
];
const RATES: Record<number, readonly number[]> = {
  2025: [9, 12, 15, 17.5, 20, 22.5, 25, 26.5, 27.5, 28.5, 29.5],
  2026: [8.8, 11.7, 14.6, 17, 19.4, 21.9, 24.4, 26.1, 27.35, 28.35, 29.35],
  2027: [8.7, 11.6, 14.5, 16.9, 19.3, 21.8, 24.3, 26, 27.25, 28.25, 29.25],
};

const brackets = (rates: readonly number[]): Bracket[] =>
  TOPS.map((upTo, index) => ({ upTo, rate: rates[index] ?? NaN }));

const valenciaYear = (year: number): IrpfScaleYear =>
  lawYear(year, {
    brackets: brackets(RATES[year] ?? []),
    personalMinimum: 6_105,
    source: SOURCES[year] ?? SOURCE,
    citation: CITATIONS[year] ?? LAW,
  });

export const VALENCIA: RegionalIrpf = {
  code: 'valencia',
  regime: 'common',
  years: [valenciaYear(2025), valenciaYear(2026), valenciaYear(2027)],
};
