// Illes Balears' half of the IRPF general scale. Its art. 2 raises by 10 % only the age, family and
// disability increases of the minimum, not the general mínimo del contribuyente, which stays 5.550 €.
import type { IrpfScaleYear, RegionalIrpf } from '../types';
import { lawYear } from '../law-year';

const SOURCE = 'https://www.boe.es/buscar/act.php?id=BOE-A-2014-6925';
const CITATION =
  'Decreto Legislativo 1/2014, de 6 de junio, texto refundido de las disposiciones legales de la Comunidad Autónoma de las Illes Balears en materia de tributos cedidos por el Estado (BOIB 7-6-2014), art. 1 (escala autonómica, en la redacción de la disposición final 2.1 de la Ley 12/2023, de 29 de diciembre, de presupuestos para 2024, BOIB 30-12-2023) y art. 2 (incremento del 10 % de los mínimos por edad, descendientes, ascendientes y discapacidad, no del mínimo general de 5.550 €)';

const BRACKETS = [
  { upTo: 10_000, rate: 9 },
  { upTo: 18_000, rate: 11.25 },
  { upTo: 30_000, rate: 14.25 },
  { upTo: 48_000, rate: 17.5 },
  { upTo: 70_000, rate: 19 },
  { upTo: 90_000, rate: 21.75 },
  { upTo: 120_000, rate: 22.75 },
  { upTo: 175_000, rate: 23.75 },
  { upTo: null, rate: 24.75 },
] as const;

const scaleYear = (year: number): IrpfScaleYear =>
  lawYear(year, {
    brackets: BRACKETS,
    personalMinimum: 5_550,
    source: SOURCE,
    citation: CITATION,
  });

export const BALEARES: RegionalIrpf = {
  code: 'baleares',
  regime: 'common',
  years: [scaleYear(2025), scaleYear(2026)],
};
