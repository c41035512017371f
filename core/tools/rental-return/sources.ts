// The official texts behind every rule of the yearly rental return, keyed by rule id so the page can
// show each line's article. Read in the BOE's consolidated texts and the Agencia Tributaria's manual.
import type { IsoDate, Provenance } from '../../tax/sourced';

const BOE = 'https://www.boe.es/buscar/act.php?id=';
const BOE_DOC = 'https://www.boe.es/buscar/doc.php?id=';
const LIRPF = `${BOE}BOE-A-2006-20764`;
const RIRPF = `${BOE}BOE-A-2007-6820`;
const TRLIRNR = `${BOE}BOE-A-2004-4527`;
const LIRPF_NAME = 'Ley 35/2006, de 28 de noviembre, del IRPF';
const RIRPF_NAME = 'Real Decreto 439/2007, de 30 de marzo, Reglamento del IRPF';
const TRLIRNR_NAME =
  'Real Decreto Legislativo 5/2004, de 5 de marzo, texto refundido de la Ley del Impuesto sobre la Renta de no Residentes';
/** The Agencia Tributaria's manuals for each campaign (PDF, Parte 1). */
export const AEAT_MANUAL_2024 =
  'https://sede.agenciatributaria.gob.es/static_files/Sede/Biblioteca/Manual/Practicos/IRPF/IRPF-2024/ManualRenta2024Tomo1_es_es.pdf';
export const AEAT_MANUAL_2025 =
  'https://sede.agenciatributaria.gob.es/static_files/Sede/Biblioteca/Manual/Practicos/IRPF/IRPF-2025/ManualRenta2025Parte1_es_es.pdf';
const MODELO_210_PAGE =
  'https://sede.agenciatributaria.gob.es/Sede/todas-gestiones/impuestos-tasas/impuesto-sobre-renta-no-residentes/modelo-210-irnr______a-no-residentes-permanente_/ejemplos-cumplimentacion/rendimientos-derivados-arrendamiento-inmuebles-urbanos.html';

/** The day these texts were read. */
export const RENTAL_SOURCES_CHECKED: IsoDate = '2026-12-07';

/** One rule of the return with the text it rests on. */
export interface RentalRuleSource extends Provenance {
  /** Short Spanish name of the rule, for the line beside the figure. */
  title: string;
  /** Official address: BOE or Agencia Tributaria. */
  source: string;
  /** Law, article and date, in Spanish, with what the article says. */
  citation: string;
}

type Entry = Omit<RentalRuleSource, 'confidence' | 'lastChecked'> & {
  confidence?: 'law' | 'press';
};

function rule(entry: Entry): RentalRuleSource {
  return { confidence: 'law', lastChecked: RENTAL_SOURCES_CHECKED, ...entry };
}

export const RENTAL_RETURN_SOURCES = {
  grossIncome: rule({
    title: 'Ingresos íntegros',
    validFrom: '2007-01-01',
    source: LIRPF,
    citation: `${LIRPF_NAME}, art. 22.2: rendimiento íntegro es lo que por todos los conceptos deba satisfacer el arrendatario, incluidos los bienes cedidos con el inmueble y sin el IVA; art. 14.1.a): se imputa al año en que es exigible`,
  }),
  deductibleExpenses: rule({
    title: 'Gastos deducibles',
    validFrom: '2007-01-01',
    source: RIRPF,
    citation: `${RIRPF_NAME}, art. 13: intereses, reparación y conservación, tributos no estatales y tasas, servicios personales (administración, portería), formalización del arrendamiento y defensa jurídica, saldos de dudoso cobro, primas de seguro, servicios y suministros y amortización; ${LIRPF_NAME}, art. 23.1.a)`,
  }),
  interestRepairsCap: rule({
    title: 'Límite de intereses y reparaciones',
    validFrom: '2007-01-01',
    source: LIRPF,
    citation: `${LIRPF_NAME}, art. 23.1.a).1.º, y ${RIRPF_NAME}, art. 13.a): intereses y gastos de reparación y conservación no pueden exceder, por inmueble, de los rendimientos íntegros; el exceso se deduce en los cuatro años siguientes, sin superar con los de cada año los ingresos de ese año`,
  }),
  carryOrder: rule({
    title: 'Orden de los excesos pendientes',
    validFrom: '2024-01-01',
    source: AEAT_MANUAL_2025,
    citation:
      'Agencia Tributaria, Manual práctico de Renta 2025, Parte 1, cap. 4, «Límite máximo de deducción» (pág. 275; el de 2024 en la pág. 273): lo pendiente de los cuatro ejercicios anteriores se aplica antes que lo del propio ejercicio (casilla 0104), lo del ejercicio en la 0107 y lo que queda pendiente en la 0108',
  }),
  emptyPeriods: rule({
    title: 'Gastos solo por el tiempo alquilado',
    validFrom: '2021-02-25',
    source: AEAT_MANUAL_2025,
    citation:
      'Tribunal Supremo, sentencia 270/2021, de 25 de febrero (rec. 1302/2020, ROJ STS 910/2021), recogida por la Agencia Tributaria en el Manual práctico de Renta 2025, Parte 1, págs. 273-277: los gastos anuales solo se deducen por la parte del año en que el inmueble está alquilado, aunque el resto esté en expectativa de alquiler',
  }),
  buildingAmortisation: rule({
    title: 'Amortización del inmueble',
    validFrom: '2007-01-01',
    source: RIRPF,
    citation: `${RIRPF_NAME}, art. 14.2.a): 3 % del mayor entre el coste de adquisición satisfecho y el valor catastral, sin el suelo; si no se conoce el valor del suelo, el coste se prorratea con los valores catastrales de suelo y construcción; ${LIRPF_NAME}, art. 23.1.b)`,
  }),
  amortisationCap: rule({
    title: 'Tope de la amortización acumulada',
    validFrom: '2025-12-18',
    source:
      'https://serviciostelematicosext.hacienda.gob.es/TEAC/DYCTEA/criterio.aspx?id=00%2F00653%2F2025%2F00%2F0%2F1',
    citation:
      'Tribunal Económico-Administrativo Central, resolución de 18 de diciembre de 2025 (RG 00/00653/2025), en unificación de criterio: la amortización acumulada no puede superar el valor de adquisición de la construcción (arts. 35 y 36 de la Ley del IRPF), con independencia del límite anual del art. 14 del Reglamento',
  }),
  inheritedBase: rule({
    title: 'Inmueble heredado o donado',
    validFrom: '2021-09-15',
    source: AEAT_MANUAL_2025,
    citation:
      'Tribunal Supremo, sentencia 1130/2021, de 15 de septiembre (ROJ STS 3483/2021), y Agencia Tributaria, Manual práctico de Renta 2025, Parte 1, pág. 277: en la herencia o donación el coste de adquisición es el valor del Impuesto sobre Sucesiones y Donaciones más los gastos y tributos de la adquisición, sin el suelo (ejemplo de la pág. 279: 3 % de 81.600 € = 2.448 €)',
  }),
  furnitureAmortisation: rule({
    title: 'Amortización de muebles',
    validFrom: '2007-01-01',
    source: RIRPF,
    citation: `${RIRPF_NAME}, art. 14.2.b): a los muebles cedidos con la vivienda se les aplican los coeficientes de la tabla de amortizaciones simplificada del art. 30.1.ª, aprobada por Orden de 27 de marzo de 1998: un 10 % para instalaciones, mobiliario y enseres (Manual práctico de Renta 2025, Parte 1, pág. 280)`,
    sourcePending:
      'no hemos leído la Orden de 27 de marzo de 1998 en el BOE; el 10 % lo da el Manual práctico de Renta de la Agencia Tributaria',
  }),
  improvements: rule({
    title: 'Mejoras',
    validFrom: '2007-01-01',
    source: RIRPF,
    citation: `${RIRPF_NAME}, arts. 13.a) y 14.1 y 2: la ampliación o mejora no es gasto de reparación; suma al valor de adquisición y se amortiza al 3 % desde que se hace (Manual práctico de Renta 2025, Parte 1, págs. 274 y 304)`,
  }),
  reduction: rule({
    title: 'Reducción por alquiler de vivienda',
    validFrom: '2024-01-01',
    source: LIRPF,
    citation: `${LIRPF_NAME}, art. 23.2, en la redacción de la Ley 12/2023, de 24 de mayo (disposición final segunda.1; efectos desde el 1-1-2024 para los contratos celebrados desde el 26-5-2023): sobre el rendimiento neto positivo, 90 % con una renta rebajada en más de un 5 % en zona tensionada, 70 % al alquilar por primera vez en zona tensionada a un inquilino de 18 a 35 años, 60 % tras una rehabilitación terminada en los dos años anteriores y 50 % en los demás casos; los requisitos se miran al firmar el contrato`,
  }),
  reductionOldContracts: rule({
    title: 'Contratos anteriores al 26-5-2023',
    validFrom: '2024-01-01',
    source: LIRPF,
    citation: `${LIRPF_NAME}, disposición transitoria trigésima octava (añadida por la Ley 12/2023): a los contratos celebrados antes de la entrada en vigor de la Ley 12/2023 se les aplica el art. 23.2 en su redacción a 31-12-2021, el 60 %`,
  }),
  relativesMinimum: rule({
    title: 'Alquiler a un familiar',
    validFrom: '2007-01-01',
    source: LIRPF,
    citation: `${LIRPF_NAME}, art. 24: si el arrendatario es el cónyuge o un pariente, incluidos los afines, hasta el tercer grado, el rendimiento neto total no puede ser inferior al que resulta de las reglas del art. 85 (la casilla 0152 lo recoge, según el Manual práctico de Renta 2025, pág. 290)`,
  }),
  imputation: rule({
    title: 'Renta imputada',
    validFrom: '2015-01-01',
    source: LIRPF,
    citation: `${LIRPF_NAME}, art. 85.1: inmuebles urbanos que no generan rendimientos ni son vivienda habitual: 2 % del valor catastral por los días del año; 1,1 % si los valores del municipio se revisaron en una valoración colectiva general en vigor en el año o en los diez anteriores; sin valor catastral, 1,1 % sobre el 50 % del mayor entre el valor comprobado y el de adquisición; art. 85.2: a cada titular por su parte (art. 11.3)`,
  }),
  imputationRevised2012: rule({
    title: 'El 1,1 % para valores revisados desde 2012',
    validFrom: '2023-01-01',
    validTo: '2025-12-31',
    source: LIRPF,
    citation: `${LIRPF_NAME}, disposición adicional quincuagésima quinta (añadida para 2023 por la Ley 31/2022, art. 66): el 1,1 % del art. 85 se aplica a los inmuebles de municipios cuyos valores catastrales revisados, modificados o determinados en un procedimiento de valoración colectiva de carácter general hubieran entrado en vigor a partir del 1-1-2012. El Real Decreto-ley 9/2024, de 23 de diciembre (art. 6.Segundo, con efectos desde el 1-1-2024; BOE-A-2024-26915), la extendió a 2024, y el Real Decreto-ley 16/2025, de 23 de diciembre (art. 14.Dos, con efectos desde el 1-1-2025; BOE-A-2025-26458), a 2023, 2024 y 2025; el Congreso derogó ambos después del devengo del 31 de diciembre (Resoluciones de 22-1-2025, BOE-A-2025-1136, y de 27-1-2026, BOE-A-2026-2024), como el Real Decreto-ley 2/2026 que volvió a modificarla con efectos desde el 1-1-2025 (Resolución de 26-2-2026, BOE-A-2026-4667). La Agencia Tributaria aplica el 1,1 % en 2024 y 2025 (Manual práctico de Renta 2024, pág. 287; de 2025, págs. 289, 302 y 626-629); para 2026 ninguna norma en vigor la prorroga y rige el art. 85 con sus diez años`,
  }),
  habitualHome: rule({
    title: 'Vivienda habitual',
    validFrom: '2015-01-01',
    source: LIRPF,
    citation: `${LIRPF_NAME}, art. 85.1: la vivienda habitual no imputa renta; con ella, las plazas de garaje compradas a la vez, hasta dos (Manual práctico de Renta 2025, Parte 1, pág. 625)`,
  }),
  ownership: rule({
    title: 'Reparto entre propietarios',
    validFrom: '2015-01-01',
    source: LIRPF,
    citation: `${LIRPF_NAME}, art. 11.3: los rendimientos del capital corresponden a los titulares del bien según su participación; los bienes comunes del matrimonio, por mitad salvo prueba de otra cuota`,
  }),
  nonResidentBase: rule({
    title: 'Base del no residente',
    validFrom: '2010-03-02',
    source: TRLIRNR,
    citation: `${TRLIRNR_NAME}, art. 24.1: la base es el importe íntegro, sin las reducciones de la Ley del IRPF; art. 24.6.1.ª: los residentes en otro Estado de la UE deducen los gastos de la Ley del IRPF relacionados directamente con la renta obtenida en España; art. 24.5: la renta imputada sigue las reglas del IRPF`,
    sourcePending:
      'la copia del texto consolidado que hemos leído no incluye la extensión al Espacio Económico Europeo del art. 24.6 (Ley 26/2014)',
  }),
  nonResidentRates: rule({
    title: 'Tipo del no residente',
    validFrom: '2016-01-01',
    source: TRLIRNR,
    citation: `${TRLIRNR_NAME}, art. 25.1.a): 24 % con carácter general y 19 % para los residentes en otro Estado de la UE o del Espacio Económico Europeo con intercambio efectivo de información tributaria; se aplica también a la renta imputada`,
    sourcePending:
      'no hemos leído en el texto consolidado vigente el párrafo del 19 % (la copia legible es anterior a la Ley 26/2014)',
  }),
  modelo210: rule({
    title: 'Modelo 210',
    validFrom: '2011-01-01',
    source: `${BOE}BOE-A-2010-19707`,
    citation:
      'Orden EHA/3316/2010, de 17 de diciembre, art. 2.1.b): las rentas de un mismo inmueble se agrupan con el mismo código de tipo de renta y tipo de gravamen; con varios inquilinos que no retienen, el código 35; preámbulo: código 02 «Rentas imputadas de inmuebles urbanos»; art. 5.b): la renta imputada se declara durante el año natural siguiente al devengo',
  }),
  modelo210AnnualGrouping: rule({
    title: 'Agrupación anual del alquiler',
    validFrom: '2024-01-01',
    source: MODELO_210_PAGE,
    citation:
      'Agencia Tributaria, modelo 210, «Rendimientos derivados del arrendamiento de inmuebles urbanos»: desde las rentas de 2024 se pueden agrupar las del año (desaparece la agrupación trimestral), con tipo de renta 01 (mismo pagador) o 35 (varios pagadores sin retención), y se presentan en los veinte primeros días de enero del año siguiente (Orden HAC/56/2024, que modifica la Orden EHA/3316/2010)',
    sourcePending: `no hemos leído el texto de la Orden HAC/56/2024 (${BOE_DOC}BOE-A-2024-1772); la agrupación anual la describe la página de la Agencia Tributaria`,
  }),
  modelo210Deadline2026: rule({
    title: 'Plazos del modelo 210 desde las rentas de 2026',
    validFrom: '2026-01-01',
    source: `${BOE_DOC}BOE-A-2026-13573`,
    citation:
      'Orden HAC/623/2026, que modifica la Orden EHA/3316/2010: nuevos plazos del modelo 210 para las rentas devengadas desde 2026',
    sourcePending:
      'no hemos leído su texto: fuentes no oficiales dicen que el alquiler agrupado del año se presenta del 1 al 20 de abril del año siguiente y la renta imputada del 1 de abril al 31 de diciembre del año siguiente',
  }),
  modelo100Design2024: rule({
    title: 'Modelo 100 de 2024',
    validFrom: '2025-03-14',
    source: `${BOE}BOE-A-2025-5049`,
    citation:
      'Orden HAC/242/2025, de 13 de marzo (BOE 14-3-2025), que aprueba el modelo 100 del ejercicio 2024 (anexo I); las casillas las detalla el Manual práctico de Renta 2024 de la Agencia Tributaria',
    sourcePending:
      'el anexo I con las casillas se publica como imagen en el PDF del BOE y el texto consolidado no lo transcribe',
  }),
  modelo100Design2025: rule({
    title: 'Modelo 100 de 2025',
    validFrom: '2026-03-27',
    source: `${BOE}BOE-A-2026-7041`,
    citation:
      'Orden HAC/277/2026, de 25 de marzo (BOE 27-3-2026), que aprueba el modelo 100 del ejercicio 2025 (anexo I); las casillas las detalla el Manual práctico de Renta 2025 de la Agencia Tributaria',
    sourcePending:
      'el anexo I con las casillas se publica como imagen en el PDF del BOE y el texto consolidado no lo transcribe',
  }),
} as const satisfies Record<string, RentalRuleSource>;

export type RentalRuleId = keyof typeof RENTAL_RETURN_SOURCES;

export const RENTAL_RULE_IDS = Object.keys(RENTAL_RETURN_SOURCES) as RentalRuleId[];

/** The rule's source, for a line of the page or the PDF. */
export function rentalRuleSource(id: RentalRuleId): RentalRuleSource {
  return RENTAL_RETURN_SOURCES[id];
}
