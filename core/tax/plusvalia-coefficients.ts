// IIVTNU (plusvalía municipal): maximum coefficients by years held, rate cap, land cut, deadlines.
import {
  AUDIT_2026_11,
  cite,
  entryOn,
  type DatedRate,
  type IsoDate,
  type Provenance,
} from './sourced';
import { MAX_LAND_REDUCTION_PERCENT, MAX_RATE_PERCENT } from './plusvalia-limits';
import { STATE_SOURCES as S } from './state-sources';

/** Council rates can never exceed 30 % (art. 108.1 TRLRHL, unchanged since the 2004 text). */
export const PLUSVALIA_MAX_RATE: DatedRate = {
  value: MAX_RATE_PERCENT,
  validFrom: '2004-03-10',
  ...cite({
    url: 'https://www.boe.es/buscar/act.php?id=BOE-A-2004-4214',
    citation:
      'Real Decreto Legislativo 2/2004, de 5 de marzo, texto refundido de la Ley Reguladora de las Haciendas Locales (BOE 9-3-2004, en vigor el día siguiente), art. 108.1: tipo máximo del 30 %, sin cambios desde el texto original',
  }),
  confidence: 'law',
};

/** Councils may cut the cadastral land value by up to 15 % in the objective method (RDL 26/2021). */
export const PLUSVALIA_MAX_LAND_REDUCTION: DatedRate = {
  value: MAX_LAND_REDUCTION_PERCENT,
  validFrom: '2021-11-10',
  ...cite({
    url: 'https://www.boe.es/buscar/act.php?id=BOE-A-2021-18276',
    citation:
      'Real Decreto-ley 26/2021, de 8 de noviembre (BOE 9-11-2021), nueva redacción del art. 107.2.a) del TRLRHL, último párrafo: «un coeficiente reductor sobre el valor» catastral del terreno, «con el máximo del 15 por ciento»',
  }),
  confidence: 'law',
};

// The 2024 table (RDL 8/2023, BOE 28-12-2023) still applies: Congress validated neither RDL 9/2024
// nor RDL 16/2025, which raised it (shared/reference/sale-taxes-es.md, section 2).

export interface CoefficientTable extends Provenance {
  coefficients: readonly number[];
}

/** Maximum coefficients for 2025 and 2026; councils may set lower ones. */
export const PLUSVALIA_COEFFICIENTS: CoefficientTable = {
  coefficients: [
    0.15, 0.15, 0.14, 0.14, 0.16, 0.18, 0.19, 0.2, 0.19, 0.15, 0.12, 0.1, 0.09, 0.09, 0.09, 0.09,
    0.1, 0.13, 0.17, 0.23, 0.4,
  ],
  validFrom: '2024-01-01',
  ...cite(S.plusvaliaCoefficients),
  // The 2026-11 audit confirmed rows 1, 4, 5 and 6 in a second report of the decree.
  confidence: 'law',
  lastChecked: AUDIT_2026_11,
};

export const PLUSVALIA_COEFFICIENT_HISTORY: readonly CoefficientTable[] = [PLUSVALIA_COEFFICIENTS];

/**
 * RDL 9/2024 and 16/2025's table, never in force (defeated 27 January 2026): kept to explain
 * refunds of sales assessed on it in January 2026.
 */
export const PLUSVALIA_LAPSED_COEFFICIENTS: readonly number[] = [
  0.16, 0.15, 0.15, 0.15, 0.16, 0.18, 0.2, 0.22, 0.23, 0.21, 0.16, 0.13, 0.11, 0.1, 0.1, 0.1, 0.1,
  0.12, 0.16, 0.22, 0.35,
];

/** @throws RangeError in Spanish before 2024, whose table we do not hold. */
export function plusvaliaTableOn(date: IsoDate): CoefficientTable {
  const table = entryOn(PLUSVALIA_COEFFICIENT_HISTORY, date);
  if (!table) {
    throw new RangeError(
      'No tenemos los coeficientes anteriores a 2024: indica una transmisión desde el 1 de enero de 2024.',
    );
  }
  return table;
}

/** Spanish notes on the lapsed decrees that touch a transfer date. */
export function plusvaliaTableNotes(date: IsoDate): string[] {
  if (date >= '2026-01-01' && date <= '2026-01-27') {
    return [
      'Entre el 1 y el 27 de enero de 2026 algunos ayuntamientos aplicaron los coeficientes del RDL 16/2025, que el Congreso derogó el 27 de enero: si te cobraron con ellos, puedes reclamar la diferencia. Aplicamos la tabla de 2024, la vigente.',
    ];
  }
  if (date >= '2025-01-01' && date <= '2025-12-31') {
    return [
      'En 2025 se aplica la tabla de 2024: el RDL 9/2024, que la actualizaba, no fue convalidado por el Congreso.',
    ];
  }
  if (date >= '2026-01-28') {
    return [
      'En 2026 se aplica la tabla de 2024: el RDL 16/2025 fue derogado por el Congreso y los decretos del 3 de febrero de 2026 no incluyen coeficientes nuevos.',
    ];
  }
  return [];
}

/** TRLRHL arts. 104-110; the lapsed decrees' status is pending an official link. */
export const PLUSVALIA_LAW_SOURCE = S.plusvaliaLaw;

export const PLUSVALIA_MAX_YEARS = 20;

/** RDL 26/2021 (in force 10-11-2021): two methods, the taxpayer pays the lower. */
export const PLUSVALIA_METHODS_SINCE: IsoDate = '2021-11-10';
export const PLUSVALIA_METHODS_SOURCE = S.plusvaliaMethods;

/** In the law's units. */
export const PLUSVALIA_DEADLINES = {
  /** Sale or gift: working days from the deed. */
  interVivosWorkingDays: 30,
  /** From the death, extendable up to 1 year. */
  inheritanceMonths: 6,
  inheritanceExtendedMonths: 12,
  /** To correct a self-assessment and claim a refund. */
  refundClaimYears: 4,
  /** To appeal a council's liquidation. */
  liquidationAppealMonths: 1,
  sources: [S.plusvaliaDeadlines, S.refundClaim],
} as const;

/**
 * Full years up to 20; under one year the annual coefficient prorated by complete months.
 * @example plusvaliaCoefficient(0, 6) // 0.15 x 6 / 12 = 0.075
 */
export function plusvaliaCoefficient(
  fullYears: number,
  extraMonths = 0,
  transferDate?: IsoDate,
): number {
  const table = (transferDate ? plusvaliaTableOn(transferDate) : PLUSVALIA_COEFFICIENTS)
    .coefficients;
  const years = Math.floor(Math.max(0, fullYears));
  if (years >= 1) return table[Math.min(years, PLUSVALIA_MAX_YEARS)] ?? 0;
  const months = Math.min(11, Math.floor(Math.max(0, extraMonths)));
  return ((table[0] ?? 0) * months) / 12;
}
