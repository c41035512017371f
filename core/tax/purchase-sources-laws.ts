// Official texts of the 2025-2026 amending laws behind dated regional ITP and AJD entries; merged
// into SOURCES (purchase-sources.ts), which keeps the consolidated texts.
import type { OfficialSource } from './sourced';

const BOE_DOC = 'https://www.boe.es/buscar/doc.php?id=';

const LEY_GALICIA_2025 =
  'Ley 5/2025, de 23 de diciembre, de medidas fiscales y administrativas de Galicia (DOG 31-12-2025; BOE 14-2-2026), en vigor el 1-1-2026';

export const LAW_SOURCES = {
  galicia2026: {
    url: `${BOE_DOC}BOE-A-2026-3385`,
    citation: `${LEY_GALICIA_2025}, art. 6, que modifica el art. 14 del Decreto Legislativo 1/2011: el 7 % de la vivienda habitual (14.Dos.1) y el 3 % de los menores de 36 años (14.Cinco.2) exigen que ni el precio ni el patrimonio de los adquirentes superen 240.000 € más 30.000 € por miembro adicional de la unidad familiar; el 3 % de las familias numerosas (14.Cuatro.2), 400.000 € más 50.000 € por miembro por encima del mínimo; nuevo 3 % para familias monoparentales (14.Diez)`,
  },
  galiciaAjd2026: {
    url: `${BOE_DOC}BOE-A-2026-3385`,
    citation: `${LEY_GALICIA_2025}, art. 7, que modifica el art. 15 del Decreto Legislativo 1/2011: el 1 % de la vivienda habitual (15.Dos.1) y el 0,5 % de los menores de 36 años (15.Cinco.2) exigen que ni el precio ni el patrimonio superen 240.000 € más 30.000 € por miembro adicional; el 0,5 % de las familias numerosas (15.Cuatro.2), 400.000 € más 50.000 €; nuevo 0,5 % para familias monoparentales (15.Nueve)`,
  },
} as const satisfies Record<string, OfficialSource>;
