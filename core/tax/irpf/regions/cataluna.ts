// Cataluña: the regional half of the IRPF general scale (eight tranches since 2025) and its minimum.
import type { IrpfScaleYear, RegionalIrpf } from '../types';
import { lawYear } from '../law-year';

const SOURCE = 'https://www.boe.es/buscar/act.php?id=BOE-A-2024-6951';
const CITATION =
  'Decreto Legislativo 1/2024, de 12 de marzo, libro sexto del Código tributario de Catalunya (DOGC 14-3-2024), art. 611-1 (escala autonómica), en la redacción del Decreto ley 5/2025, de 25 de marzo, art. 3.1, con efectos desde el 1-1-2025, y art. 611-2 (mínimo del contribuyente de 5.550 €); las normas posteriores (Ley 8/2025, Decreto ley 21/2025, Leyes 5/2026 y 11/2026) no modifican estos artículos';

const BRACKETS = [
  { upTo: 12_500, rate: 9.5 },
  { upTo: 22_000, rate: 12.5 },
  { upTo: 33_000, rate: 16 },
  { upTo: 53_000, rate: 19 },
  { upTo: 90_000, rate: 21.5 },
  { upTo: 120_000, rate: 23.5 },
  { upTo: 175_000, rate: 24.5 },
  { upTo: null, rate: 25.5 },
] as const;

const catalunaYear = (year: number): IrpfScaleYear =>
  lawYear(year, {
    brackets: BRACKETS,
    personalMinimum: 5_550,
    source: SOURCE,
    citation: CITATION,
  });

export const CATALUNA: RegionalIrpf = {
  code: 'cataluna',
  regime: 'common',
  years: [catalunaYear(2025), catalunaYear(2026)],
};
