// IRPF savings-base scale (state + regional halves combined) that taxes the gain on selling a home.
import type { DatedScale } from './progressive-scale';

// shared/reference/sale-taxes-es.md, section 1. Ley 7/2024 (BOE 21-12-2024) rewrote art. 66 LIRPF
// from 1 January 2025: the top tranche went from 28 % to 30 %. No change for 2026 was found, so
// the same scale is assumed for sales in 2026 (reference, section 4).

/** Savings-base scale for 2025 and 2026: 19 / 21 / 23 / 27 / 30 %. */
export const IRPF_SAVINGS_SCALE: DatedScale = {
  mode: 'marginal',
  brackets: [
    { upTo: 6_000, rate: 19 },
    { upTo: 50_000, rate: 21 },
    { upTo: 200_000, rate: 23 },
    { upTo: 300_000, rate: 27 },
    { upTo: null, rate: 30 },
  ],
  validFrom: '2025-01-01',
  source:
    'https://supercontable.com/informacion/impuesto_sociedades/Disposicion_final_septima_Ley_7-2024-_Impuesto_.html',
  unconfirmed: 'ninguna página confirma la escala para 2026; se supone sin cambios',
};

/** Other pages behind the scale: the 2023 tranches and the 30 % top rate. */
export const IRPF_SAVINGS_SCALE_ALSO: readonly string[] = [
  'https://bbvaassetmanagement.com/es/actualidad/en-2023-se-incrementan-los-tipos-de-gravamen-de-la-escala-del-ahorro-del-irpf-para-las-rentas-mas-altas',
  'https://fundssociety.com/es/formate-a-fondo/implicaciones-de-la-subida-fiscal-a-las-rentas-del-ahorro',
];

/** Reinvestment in a new main home (art. 38 LIRPF) and the over-65 main-home exemption (art. 33.4.b). */
export const IRPF_EXEMPTION_SOURCES = {
  reinvestment:
    'https://cursos.tienda/irpf-ganancias-y-perdidas-patrimoniales-normas-especiales-de-valoracion-beneficios-por-reinversion-en-los-supuestos-de-transmision-de-vivienda-habitual',
  over65:
    'https://diariodeavisos.elespanol.com/2026/02/hacienda-aviso-mayores-65-anos-exencion-irpf-venta-vivienda-habitual/',
} as const;
