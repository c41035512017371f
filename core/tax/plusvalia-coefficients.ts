// IIVTNU (plusvalía municipal): maximum coefficients by years held, rate cap, land-value cut and deadlines.
import type { DatedRate, IsoDate, Provenance } from './sourced';

// shared/reference/sale-taxes-es.md, section 2. The 2024 table (RDL 8/2023, BOE 28-12-2023) still
// applies in 2025 and 2026: RDL 9/2024 and RDL 16/2025 raised it, but Congress did not validate
// either decree and the replacement decrees of 3 Feb 2026 left the coefficients out. Sales accrued
// between about 1 and 27 January 2026 may have been assessed on the lapsed table; we do not model it.

export interface CoefficientTable extends Provenance {
  /** Index 0: under one year; index n: n full years; the last entry covers 20 years or more. */
  coefficients: readonly number[];
}

/** Maximum coefficients in force for 2025 and 2026 (the 2024 table). Councils may set lower ones. */
export const PLUSVALIA_COEFFICIENTS: CoefficientTable = {
  coefficients: [
    0.15, 0.15, 0.14, 0.14, 0.16, 0.18, 0.19, 0.2, 0.19, 0.15, 0.12, 0.1, 0.09, 0.09, 0.09, 0.09,
    0.1, 0.13, 0.17, 0.23, 0.4,
  ],
  validFrom: '2024-01-01',
  source: 'https://boe.es/buscar/doc.php?id=BOE-A-2023-26452',
  unconfirmed:
    'las filas de 1, 4, 5, 6 y 16 años solo las da una página (sunsethome.es); el texto del BOE no se pudo leer',
};

/** Pages confirming the table and its status in 2025 and 2026. */
export const PLUSVALIA_COEFFICIENTS_ALSO: readonly string[] = [
  'https://sunsethome.es/la-temida-subida-de-la-plusvalia-municipal-de-2025-ya-no-esta-en-vigor-como-pedir-la-devolucion',
  'https://w2.negocios.com/el-gobierno-actualiza-los-coeficientes-de-la-plusvalia-municipal-para-2024',
  'https://elpais.com/economia/2026-02-04/el-gobierno-renuncia-a-actualizar-los-coeficientes-de-plusvalia-en-las-ventas-y-herencias-de-vivienda.html',
];

/** Holding periods of 20 years or more use the last coefficient. */
export const PLUSVALIA_MAX_YEARS = 20;

/** Council rates can never exceed 30 % (art. 108 TRLRHL). */
export const PLUSVALIA_MAX_RATE: DatedRate = {
  value: 30,
  validFrom: '2021-11-10',
  source: 'https://www.iberley.es/resoluciones/resolucion-teaf-gipuzkoa-32-422-02-12-2015-1436249',
};

/** Councils may cut the cadastral land value by up to 15 % in the objective method (RDL 26/2021). */
export const PLUSVALIA_MAX_LAND_REDUCTION: DatedRate = {
  value: 15,
  validFrom: '2021-11-10',
  source: 'https://legalmon.es/nuevos-coeficientes-para-el-pago-de-las-plusvalias-municipales',
  unconfirmed:
    'las páginas no coinciden en si el recorte se aplica al valor del suelo o a los coeficientes',
};

/** RDL 26/2021 (in force 10-11-2021): two methods, the taxpayer pays the lower. */
export const PLUSVALIA_METHODS_SINCE: IsoDate = '2021-11-10';
export const PLUSVALIA_METHODS_SOURCE =
  'https://elnotariojubilado.es/2021/11/15/nueva-regulacion-de-la-plusvalia-municipal';

/** Filing deadlines and the refund window, in the units the law uses. */
export const PLUSVALIA_DEADLINES = {
  /** Sale or gift (inter vivos): 30 working days from the deed. */
  interVivosWorkingDays: 30,
  /** Inheritance: 6 months from the death, extendable up to 1 year. */
  inheritanceMonths: 6,
  inheritanceExtendedMonths: 12,
  /** A self-assessment can be corrected and a refund claimed within 4 years. */
  refundClaimYears: 4,
  /** A liquidation issued by the council must be appealed within 1 month. */
  liquidationAppealMonths: 1,
  sources: [
    'https://www.cunit.cat/carta-de-servei/declaracio-o-prorroga-iivtnu/',
    'https://www.lainformacion.com/economia-negocios-y-finanzas/plusvalia-municipal-diferencias-pago-herencia-donacion/2848511/',
    'https://jerezabogados.es/newsletter-plusvalia-queesycuandodebopagar/',
  ],
} as const;

/**
 * Coefficient for a holding period: full years up to 20; under one year the annual coefficient
 * prorated by complete months.
 * @example plusvaliaCoefficient(7) // 0.20
 * @example plusvaliaCoefficient(0, 6) // 0.15 x 6 / 12 = 0.075
 */
export function plusvaliaCoefficient(fullYears: number, extraMonths = 0): number {
  const table = PLUSVALIA_COEFFICIENTS.coefficients;
  const years = Math.floor(Math.max(0, fullYears));
  if (years >= 1) return table[Math.min(years, PLUSVALIA_MAX_YEARS)] ?? 0;
  const months = Math.min(11, Math.floor(Math.max(0, extraMonths)));
  return ((table[0] ?? 0) * months) / 12;
}
