// Aragón's half of the IRPF general scale; Aragón keeps the state's mínimo del contribuyente.
import type { IrpfScaleYear, RegionalIrpf } from '../types';
import { lawYear } from '../law-year';

const SOURCE = 'https://www.boe.es/buscar/act.php?id=BOA-d-2005-90006';
const CITATION =
  'Decreto Legislativo 1/2005, de 26 de septiembre, texto refundido de las disposiciones dictadas por la Comunidad Autónoma de Aragón en materia de tributos cedidos (BOA 28-10-2005), art. 110-1 (escala autonómica), en la redacción del art. 64.Uno de la Ley 17/2023, de 22 de diciembre, de presupuestos para 2024 (BOA 29-12-2023), con efectos desde el 1-1-2023; sin mínimo personal propio (se aplica el del art. 57 LIRPF)';

const BRACKETS = [
  { upTo: 13_072.5, rate: 9.5 },
  { upTo: 21_210, rate: 12 },
  { upTo: 36_960, rate: 15 },
  { upTo: 52_500, rate: 18.5 },
  { upTo: 60_000, rate: 20.5 },
  { upTo: 80_000, rate: 23 },
  { upTo: 90_000, rate: 24 },
  { upTo: 130_000, rate: 25 },
  { upTo: null, rate: 25.5 },
] as const;

const scaleYear = (year: number): IrpfScaleYear =>
  lawYear(year, {
    brackets: BRACKETS,
    personalMinimum: 5_550,
    source: SOURCE,
    citation: CITATION,
  });

export const ARAGON: RegionalIrpf = {
  code: 'aragon',
  regime: 'common',
  years: [scaleYear(2025), scaleYear(2026)],
};
