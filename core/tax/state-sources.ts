// Official texts of the state laws behind core/tax: IVA, TRLITP, IPSI, notary and registry scales,
// IRPF savings scale and plusvalía municipal. BOE consolidated texts unless said otherwise.
import type { OfficialSource } from './sourced';

const BOE = 'https://www.boe.es/buscar/act.php?id=';

const TRLITP = `${BOE}BOE-A-1993-25359`;
const TRLITP_NAME =
  'Real Decreto Legislativo 1/1993, de 24 de septiembre, texto refundido de la Ley del ITP y AJD (BOE 20-10-1993)';
const LIRPF = `${BOE}BOE-A-2006-20764`;
const LIRPF_NAME = 'Ley 35/2006, de 28 de noviembre, del IRPF (BOE 29-11-2006)';
const TRLRHL = `${BOE}BOE-A-2004-4214`;
const TRLRHL_NAME =
  'Real Decreto Legislativo 2/2004, de 5 de marzo, texto refundido de la Ley Reguladora de las Haciendas Locales (BOE 9-3-2004)';
const NOTARY = `${BOE}BOE-A-1989-28111`;
const BDE_LOAN_COSTS =
  'https://clientebancario.bde.es/pcb/es/menu-horizontal/productosservici/financiacion/hipotecas/guia-textual/primerospasoscon/Gastos_asociados_a_la_hipoteca.html';
const OWN_ESTIMATE = 'importe: estimación propia; no hay tarifa oficial de este concepto';

export const STATE_SOURCES = {
  iva: {
    url: `${BOE}BOE-A-1992-28740`,
    citation:
      'Ley 37/1992, de 28 de diciembre, del IVA (BOE 29-12-1992), art. 91 (10 % en las entregas de viviendas, con hasta dos plazas de garaje)',
  },
  igic: {
    url: `${BOE}BOC-j-2025-90249`,
    citation:
      'Decreto Legislativo 1/2025, de 13 de octubre, texto refundido de las normas de Canarias sobre el IGIC y el AIEM, art. 32 (tipo general del 7 %)',
  },
  igicHousing: {
    url: 'https://www.boe.es/buscar/doc.php?id=BOE-A-2020-1566',
    citation:
      'Ley 4/2012, de 25 de junio, de medidas administrativas y fiscales de Canarias, art. 58.Dos (3 % para la vivienda habitual de quien tenga 35 años o menos o forme parte de una familia numerosa, entre otros, con base de hasta 150.000 €, 225.000 € en familia numerosa general y 300.000 € en la especial) y 58.Cuatro (5 % para la vivienda habitual con los mismos topes), sin otra vivienda, en la redacción de la disposición final sexta.Siete de la Ley 19/2019, de 30 de diciembre, de presupuestos de Canarias para 2020, vigente desde el 1-1-2020; desde el 21-10-2025 lo recoge el art. 38 del Decreto Legislativo 1/2025, de 13 de octubre, hasta la Ley 9/2025',
  },
  igicHousing2026: {
    url: `${BOE}BOC-j-2025-90249`,
    citation:
      'Decreto Legislativo 1/2025, de 13 de octubre (IGIC), art. 38.Dos (3 % para la vivienda habitual de quien tenga 40 años o menos, sea familia numerosa o tenga renta familiar de hasta 46.455 €, con base de hasta 200.000 €, 300.000 € en familia numerosa general) y 38.Cuatro (5 % con base de hasta 200.000 €), sin otra vivienda, en la redacción de la disposición final novena.Diez y Once de la Ley 9/2025, de 23 de diciembre (BOC 29-12-2025), con efecto desde el 1-1-2026',
  },
  ipsi: {
    url: `${BOE}BOE-A-1991-7645`,
    citation:
      'Ley 8/1991, de 25 de marzo, del Arbitrio (hoy IPSI) de Ceuta y Melilla, art. 18: cada ciudad fija sus tipos por ordenanza entre el 0,5 % y el 10 %',
    pending:
      'no hemos leído las ordenanzas vigentes en sus boletines: el art. 33 (tipos) de la Ordenanza del IPSI de Ceuta (BOCCE, reforma de 29-6-2020) ni la Ordenanza fiscal del IPSI de Melilla (BOME)',
  },
  trlitpCeutaMelilla: {
    url: TRLITP,
    citation: `${TRLITP_NAME}, art. 11.1.a (6 % de TPO cuando la comunidad no fija otro) y art. 57 bis.3.a (bonificación del 50 % de la cuota de TPO en las transmisiones de inmuebles situados en Ceuta o Melilla)`,
  },
  trlitpAjdCeutaMelilla: {
    url: TRLITP,
    citation: `${TRLITP_NAME}, art. 31.2 (AJD del 0,5 %) y art. 57 bis (bonificación del 50 % en Ceuta y Melilla)`,
  },
  notaryScale: {
    url: NOTARY,
    citation:
      'Real Decreto 1426/1989, de 17 de noviembre, arancel de los notarios, anexo I, número 2 (documentos de cuantía)',
  },
  registryScale: {
    url: `${BOE}BOE-A-1989-28112`,
    citation:
      'Real Decreto 1427/1989, de 17 de noviembre, arancel de los registradores, anexo I, número 2',
  },
  feeCut: {
    url: `${BOE}BOE-A-2010-8228`,
    citation:
      'Real Decreto-ley 8/2010, de 20 de mayo (BOE 24-5-2010, en vigor el 25-5-2010), disposición adicional octava.Uno: rebaja del 5 % de los derechos de los notarios del número 2.1 del arancel del RD 1426/1989 y de los registradores de la propiedad del número 2.1 del arancel del RD 1427/1989, adicional a los demás descuentos o rebajas',
  },
  deedExtras: {
    url: NOTARY,
    citation:
      'Real Decreto 1426/1989, anexo I (folios y copias); el registro cobra por su propio arancel (Real Decreto 1427/1989)',
    pending: OWN_ESTIMATE,
  },
  gestoria: {
    url: BDE_LOAN_COSTS,
    citation:
      'Banco de España, Portal del Cliente Bancario: gastos asociados a la compra con hipoteca',
    pending: OWN_ESTIMATE,
  },
  appraisal: {
    url: `${BOE}BOE-A-2019-3814`,
    citation:
      'Ley 5/2019, de 15 de marzo, de contratos de crédito inmobiliario (BOE 16-3-2019), art. 14.1.e: la tasación corre a cargo del prestatario',
    pending: OWN_ESTIMATE,
  },
  irpfSavings2025: {
    url: `${BOE}BOE-A-2024-26694`,
    citation:
      'Ley 7/2024, de 20 de diciembre (BOE 21-12-2024), disposición final séptima: nueva escala del ahorro de los arts. 66 y 76 de la Ley 35/2006 desde el 1-1-2025 (19 % a 30 %)',
  },
  irpfSavings2021: {
    url: 'https://www.boe.es/buscar/doc.php?id=BOE-A-2020-17339',
    citation:
      'Ley 11/2020, de 30 de diciembre, de Presupuestos Generales del Estado para 2021 (BOE 31-12-2020), art. 59.Uno y Dos: escala del ahorro de los arts. 66.1 y 76 de la Ley 35/2006 desde el 1-1-2021 (mitades estatal y autonómica de 9,5 / 10,5 / 11,5 / 13 %: 19 % hasta 6.000 €, 21 % hasta 50.000 €, 23 % hasta 200.000 € y 26 % por encima), vigente hasta la Ley 31/2022 (notas del texto consolidado de la Ley 35/2006)',
  },
  irpfSavings2023: {
    url: 'https://www.boe.es/buscar/doc.php?id=BOE-A-2022-22128',
    citation:
      'Ley 31/2022, de 23 de diciembre, de Presupuestos Generales del Estado para 2023 (BOE 24-12-2022), art. 63.Uno y Dos, con efectos desde el 1-1-2023: nueva redacción de los arts. 66.1 y 76 de la Ley 35/2006 (mitades estatal y autonómica de 9,5 / 10,5 / 11,5 / 13,5 / 14 %: 19 % hasta 6.000 €, 21 % hasta 50.000 €, 23 % hasta 200.000 €, 27 % hasta 300.000 € y 28 % por encima)',
  },
  irpfReinvestment: {
    url: LIRPF,
    citation: `${LIRPF_NAME}, art. 38.1 (exención por reinversión en vivienda habitual)`,
  },
  irpfOver65: {
    url: LIRPF,
    citation: `${LIRPF_NAME}, art. 33.4.b (exención de mayores de 65 años que venden su vivienda habitual)`,
  },
  plusvaliaCoefficients: {
    url: 'https://www.boe.es/buscar/doc.php?id=BOE-A-2023-26452',
    citation:
      'Real Decreto-ley 8/2023, de 27 de diciembre (BOE 28-12-2023): coeficientes máximos del art. 107.4 del TRLRHL para 2024, aún vigentes',
  },
  plusvaliaLaw: {
    url: TRLRHL,
    citation: `${TRLRHL_NAME}, arts. 104 a 110 (impuesto sobre el incremento de valor de los terrenos); el Congreso derogó el Real Decreto-ley 9/2024 (Resolución de 22-1-2025, BOE-A-2025-1136) y el 16/2025 (Resolución de 27-1-2026, BOE-A-2026-2024), según las notas del texto consolidado de la Ley del IRPF`,
  },
  plusvaliaMethods: {
    url: `${BOE}BOE-A-2021-18276`,
    citation:
      'Real Decreto-ley 26/2021, de 8 de noviembre (BOE 9-11-2021): método objetivo y método de la plusvalía real, el contribuyente paga el menor',
  },
  plusvaliaDeadlines: {
    url: TRLRHL,
    citation: `${TRLRHL_NAME}, art. 110.2 (30 días hábiles; seis meses, prorrogables a un año, en las herencias) y art. 14.2 (recurso de reposición en un mes)`,
  },
  refundClaim: {
    url: `${BOE}BOE-A-2003-23186`,
    citation:
      'Ley 58/2003, de 17 de diciembre, General Tributaria, art. 66 (prescripción a los cuatro años)',
  },
} as const satisfies Record<string, OfficialSource>;
