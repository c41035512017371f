// Official texts of the 2025-2026 amending laws behind dated regional ITP and AJD entries; merged
// into SOURCES (purchase-sources.ts), which keeps the consolidated texts.
import type { OfficialSource } from './sourced';

const BOE_DOC = 'https://www.boe.es/buscar/doc.php?id=';

const DL_CATALUNA_2025 =
  'Decreto-ley 5/2025, de 25 de marzo (DOGC 26-3-2025; convalidado, DOGC 14-5-2025), art. 5, en vigor el 27-6-2025 (disposición final segunda.2: tres meses después del día siguiente a su publicación)';
const LEY_EXTREMADURA_2026 =
  'Ley 2/2026, de 3 de agosto, de Presupuestos Generales de la Comunidad Autónoma de Extremadura para 2026 (DOE 4-8-2026), en vigor el 5-8-2026';
const LEY_GALICIA_2025 =
  'Ley 5/2025, de 23 de diciembre, de medidas fiscales y administrativas de Galicia (DOG 31-12-2025; BOE 14-2-2026), en vigor el 1-1-2026';

export const LAW_SOURCES = {
  catalunaDl: {
    url: `${BOE_DOC}BOE-A-2025-10270`,
    citation: `${DL_CATALUNA_2025}, apartado 1: nueva tarifa del art. 641-1 del libro sexto del Código tributario de Cataluña (10 % hasta 600.000 €, 11 % hasta 900.000 €, 12 % hasta 1.500.000 € y 13 % por encima, tipo medio sobre el valor total; 20 % para grandes tenedores)`,
  },
  catalunaYoung2025: {
    url: `${BOE_DOC}BOE-A-2025-10270`,
    citation: `${DL_CATALUNA_2025}, apartado 2: el 5 % del art. 641-5.1 pasa a los compradores de 35 años o menos, con bases imponibles, menos el mínimo personal y familiar, de hasta 36.000 €`,
  },
  catalunaAjdYoung: {
    url: `${BOE_DOC}BOE-A-2025-10270`,
    citation: `${DL_CATALUNA_2025}, apartado 9: nuevo art. 642-6, bonificación del 100 % del AJD de la escritura de compra de la vivienda habitual de un comprador de 35 años o menos con bases imponibles de hasta 36.000 €`,
  },
  extremadura2025: {
    url: `${BOE_DOC}BOE-A-2025-7444`,
    citation:
      'Ley 1/2025, de 3 de abril, de medidas tributarias de Extremadura (DOE 7-4-2025; en vigor el 8-4-2025), art. 1.Cuatro, que da nueva redacción a los arts. 40 y 41 del Decreto Legislativo 1/2018: 7 % para la vivienda habitual de valor no superior a 200.000 € si la suma de las bases imponibles general y del ahorro del comprador no supera 30.000 € (55.000 € en tributación conjunta) (art. 40) y 4 % con esos requisitos si además el comprador tiene menos de 36 años, es familia numerosa o tiene una discapacidad de al menos el 65 % (art. 41)',
  },
  extremaduraAjd2026: {
    url: `${BOE_DOC}BOE-A-2026-17839`,
    citation: `${LEY_EXTREMADURA_2026}, disposición final segunda.Veintisiete: el art. 47 del Decreto Legislativo 1/2018 baja al 0,50 % el AJD de la compra de la vivienda habitual de valor no superior a 200.000 € con bases imponibles de hasta 30.000 € (55.000 € en conjunta)`,
  },
  galicia2026: {
    url: `${BOE_DOC}BOE-A-2026-3385`,
    citation: `${LEY_GALICIA_2025}, art. 6, que modifica el art. 14 del Decreto Legislativo 1/2011: el 7 % de la vivienda habitual (14.Dos.1) y el 3 % de los menores de 36 años (14.Cinco.2) exigen que ni el precio ni el patrimonio de los adquirentes superen 240.000 € más 30.000 € por miembro adicional de la unidad familiar; el 3 % de las familias numerosas (14.Cuatro.2), 400.000 € más 50.000 € por miembro por encima del mínimo; nuevo 3 % para familias monoparentales (14.Diez)`,
  },
  galiciaAjd2026: {
    url: `${BOE_DOC}BOE-A-2026-3385`,
    citation: `${LEY_GALICIA_2025}, art. 7, que modifica el art. 15 del Decreto Legislativo 1/2011: el 1 % de la vivienda habitual (15.Dos.1) y el 0,5 % de los menores de 36 años (15.Cinco.2) exigen que ni el precio ni el patrimonio superen 240.000 € más 30.000 € por miembro adicional; el 0,5 % de las familias numerosas (15.Cuatro.2), 400.000 € más 50.000 €; nuevo 0,5 % para familias monoparentales (15.Nueve)`,
  },
} as const satisfies Record<string, OfficialSource>;
