// The state half of the IRPF general scale (art. 63.1 LIRPF) and the state personal minimum (art. 57).
import type { OfficialSource } from '../sourced';
import { lawYear } from './law-year';
import type { IrpfScaleYear } from './types';

const LIRPF = 'https://www.boe.es/buscar/act.php?id=BOE-A-2006-20764';

export const STATE_IRPF_SOURCE: OfficialSource = {
  url: LIRPF,
  citation:
    'Ley 35/2006, de 28 de noviembre, del IRPF (BOE 29-11-2006), art. 63.1 (escala general estatal, con el tramo del 24,5 % desde 2021 por la Ley 11/2020) y art. 57.1 (mínimo personal de 5.550 €)',
};

const STATE_BRACKETS = [
  { upTo: 12_450, rate: 9.5 },
  { upTo: 20_200, rate: 12 },
  { upTo: 35_200, rate: 15 },
  { upTo: 60_000, rate: 18.5 },
  { upTo: 300_000, rate: 22.5 },
  { upTo: null, rate: 24.5 },
] as const;

const stateYear = (year: number): IrpfScaleYear =>
  lawYear(year, {
    brackets: STATE_BRACKETS,
    personalMinimum: 5_550,
    source: STATE_IRPF_SOURCE.url,
    citation: STATE_IRPF_SOURCE.citation,
  });

/** Unchanged since 2021: the consolidated text in force for 2025 and 2026 (last update 9-9-2026). */
export const STATE_IRPF: readonly IrpfScaleYear[] = [stateYear(2025), stateYear(2026)];
