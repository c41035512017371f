// Ceuta (and Melilla, which shares it): no regional scale of their own; residents apply the scale of
// art. 65 LIRPF as their "autonómica" half and deduct 60 % of the cuota on income obtained there.
import type { IrpfScaleYear, RegionalIrpf } from '../types';
import { lawYear } from '../law-year';

const LIRPF = 'https://www.boe.es/buscar/act.php?id=BOE-A-2006-20764';
const CITATION =
  'Ley 35/2006, de 28 de noviembre, del IRPF (BOE 29-11-2006), disposición adicional trigésima segunda (la escala autonómica de los residentes en Ceuta o Melilla es la del art. 65, en la redacción del Real Decreto-ley 9/2015) y art. 65 (escala hasta el 22,5 %, sin el tramo del 24,5 % de la estatal); mínimo personal de 5.550 € (art. 57); deducción del 60 % de la parte de las cuotas íntegras estatal y autonómica que corresponde a las rentas obtenidas en Ceuta o Melilla (art. 68.4)';

// Art. 65's table: the state tops up to 60.000 and 22,5 % from there on.
const ART_65_BRACKETS = [
  { upTo: 12_450, rate: 9.5 },
  { upTo: 20_200, rate: 12 },
  { upTo: 35_200, rate: 15 },
  { upTo: 60_000, rate: 18.5 },
  { upTo: null, rate: 22.5 },
] as const;

/** The "regional" half of a resident of Ceuta or Melilla for one tax year. */
export const cityScaleYear = (year: number): IrpfScaleYear =>
  lawYear(year, {
    brackets: ART_65_BRACKETS,
    personalMinimum: 5_550,
    source: LIRPF,
    citation: CITATION,
  });

/** Art. 68.4 LIRPF. */
export const CITY_DEDUCTION_PERCENT = 60;

export const CEUTA: RegionalIrpf = {
  code: 'ceuta',
  regime: 'ceuta-melilla',
  years: [cityScaleYear(2025), cityScaleYear(2026)],
  localDeductionPercent: CITY_DEDUCTION_PERCENT,
};
