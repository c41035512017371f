// La Rioja: the regional half of the IRPF general scale (no own personal minimum).
import type { IrpfScaleYear, RegionalIrpf } from '../types';
import { lawYear } from '../law-year';

const SOURCE = 'https://www.boe.es/buscar/act.php?id=BOE-A-2017-13750';
const CITATION =
  'Ley 10/2017, de 27 de octubre, que consolida las disposiciones de La Rioja en materia de impuestos propios y tributos cedidos (BOR 30-10-2017), art. 31 (escala autonómica), en la redacción del art. 1.1 de la Ley 13/2023, de 28 de diciembre; la Ley 9/2025, de 29 de diciembre, no cambia la escala para 2026 (su nuevo art. 31 ter solo prevé deflactarla por ley si el IPC riojano de diciembre supera el 3 %); La Rioja no fija mínimo personal propio (art. 31 bis solo eleva el de descendientes con discapacidad), 5.550 € del art. 57 LIRPF';

// Tops as the law's table: 12.450 + 7.750 = 20.200; + 15.000 = 35.200; + 4.800 = 40.000;
// + 10.000 = 50.000; + 10.000 = 60.000; + 60.000 = 120.000.
const BRACKETS = [
  { upTo: 12_450, rate: 8 },
  { upTo: 20_200, rate: 10.6 },
  { upTo: 35_200, rate: 13.6 },
  { upTo: 40_000, rate: 17.8 },
  { upTo: 50_000, rate: 18.3 },
  { upTo: 60_000, rate: 19 },
  { upTo: 120_000, rate: 24.5 },
  { upTo: null, rate: 27 },
] as const;

const riojaYear = (year: number): IrpfScaleYear =>
  lawYear(year, {
    brackets: BRACKETS,
    personalMinimum: 5_550,
    source: SOURCE,
    citation: CITATION,
  });

export const LA_RIOJA: RegionalIrpf = {
  code: 'la-rioja',
  regime: 'common',
  years: [riojaYear(2025), riojaYear(2026)],
};
