// Official texts (BOE consolidated texts, regional gazettes, tax agencies) behind each regional ITP
// and AJD figure; `pending` says what the linked text does not confirm. State laws: state-sources.ts.
import { LAW_SOURCES } from './purchase-sources-laws';
import type { OfficialSource } from './sourced';

const BOE = 'https://www.boe.es/buscar/act.php?id=';
const BOE_DOC = 'https://www.boe.es/buscar/doc.php?id=';

const ANDALUCIA = `${BOE}BOE-A-2021-17915`;
const ARAGON = `${BOE_DOC}BOE-A-2016-822`;
const ASTURIAS = `${BOE}BOE-A-2015-945`;
const BALEARES = `${BOE}BOE-A-2014-6925`;
const CANARIAS = `${BOE}BOC-j-2009-90008`;
const CASTILLA_LEON = `${BOE}BOCL-h-2013-90254`;
const CATALUNA = `${BOE}BOE-A-2024-6951`;
const EXTREMADURA = `${BOE}BOE-A-2018-8159`;
const GALICIA = `${BOE}BOE-A-2011-18161`;
const MADRID = `${BOE}BOCM-m-2010-90068`;
const MURCIA = `${BOE}BOE-A-2011-10542`;
const NAVARRA = `${BOE}BON-n-1999-90001`;
const PAIS_VASCO =
  'https://www.euskadi.eus/impuestos-de-transmisiones-patrimoniales-y-actos-juridicos-documentados/web01-s2oga/es/';
const RIOJA = `${BOE}BOE-A-2017-13750`;
const VALENCIA = `${BOE}BOE-A-1998-8202`;

const DL_ANDALUCIA =
  'Ley 5/2021, de 20 de octubre, de Tributos Cedidos de Andalucía (BOJA 26-10-2021)';
const DL_BALEARES =
  'Decreto Legislativo 1/2014, de 6 de junio, texto refundido de tributos cedidos de las Illes Balears (BOIB 7-6-2014)';
const DL_CANARIAS =
  'Decreto Legislativo 1/2009, de 21 de abril, texto refundido de tributos cedidos de Canarias (BOC 23-4-2009)';
const DL_CYL =
  'Decreto Legislativo 1/2013, de 12 de septiembre, texto refundido de tributos propios y cedidos de Castilla y León (BOCYL 18-9-2013)';
const CODI_CATALUNA =
  'Decreto Legislativo 1/2024, de 12 de marzo, libro sexto del Código tributario de Cataluña, tributos cedidos (DOGC 14-3-2024)';
const DL_EXTREMADURA =
  'Decreto Legislativo 1/2018, de 10 de abril, texto refundido de tributos cedidos de Extremadura (DOE 23-5-2018)';
const DL_GALICIA =
  'Decreto Legislativo 1/2011, de 28 de julio, texto refundido de tributos cedidos de Galicia (DOG 20-10-2011)';
const DL_MADRID =
  'Decreto Legislativo 1/2010, de 21 de octubre, texto refundido de tributos cedidos de la Comunidad de Madrid (BOCM 25-10-2010)';
const DL_MURCIA =
  'Decreto Legislativo 1/2010, de 5 de noviembre, texto refundido de tributos cedidos de la Región de Murcia';
const DFL_NAVARRA =
  'Decreto Foral Legislativo 129/1999, de 26 de abril, texto refundido del ITP y AJD de Navarra (BON 18-6-1999)';
const LEY_RIOJA =
  'Ley 10/2017, de 27 de octubre, que consolida las disposiciones de La Rioja en materia de impuestos propios y tributos cedidos';
const LEY_VALENCIA =
  'Ley 13/1997, de 23 de diciembre, tramo autonómico del IRPF y restantes tributos cedidos (DOGV 31-12-1997)';

export const SOURCES = {
  ...LAW_SOURCES,
  andalucia: {
    url: ANDALUCIA,
    citation: `${DL_ANDALUCIA}, art. 41 (tipo general de TPO de los inmuebles, 7 %) y art. 49 (tipo general de AJD de los documentos notariales, 1,2 %)`,
  },
  andaluciaReduced: {
    url: ANDALUCIA,
    citation: `${DL_ANDALUCIA}, art. 43 (6 % vivienda habitual de hasta 150.000 €; 3,5 % menores de 35 años)`,
  },
  andaluciaAjdYoung: {
    url: ANDALUCIA,
    citation: `${DL_ANDALUCIA}, art. 50.1.b) (AJD del 0,3 % para el menor de 35 años que compra su vivienda habitual de hasta 150.000 €)`,
  },
  aragon: {
    url: ARAGON,
    citation:
      'Decreto Legislativo 1/2005, de 26 de septiembre, texto refundido de tributos cedidos de Aragón (BOA 28-10-2005), art. 121-1 (escala de TPO: 8 % hasta 400.000 €, 8,5 % hasta 450.000 €, 9 % hasta 500.000 €, 9,5 % hasta 750.000 € y 10 % por encima) y art. 122-1 (AJD del 1,5 %), en la redacción del art. 2.1 y 2.8 de la Ley de Aragón 10/2015, de 28 de diciembre, en vigor desde el 1-1-2016 (la relación de modificaciones posteriores del texto consolidado del BOE no recoge cambios en estos dos artículos)',
  },
  asturias: {
    url: ASTURIAS,
    citation:
      'Decreto Legislativo 2/2014, de 22 de octubre, texto refundido de tributos cedidos del Principado de Asturias (BOPA 29-10-2014), art. 26 (TPO según el valor íntegro del inmueble: 8 % hasta 300.000 €, 9 % hasta 500.000 €, 10 % por encima) y art. 34 (AJD del 1,2 %); sin cambios en las Leyes 3/2025 y 5/2025',
  },
  asturiasReduced: {
    url: ASTURIAS,
    citation:
      'Decreto Legislativo 2/2014, de 22 de octubre, texto refundido de tributos cedidos del Principado de Asturias, art. 32 bis (4 % si el inmueble vale hasta 150.000 € y 6 % si vale más, para la vivienda habitual de jóvenes de hasta 35 años, familias numerosas, víctimas de violencia de género y zonas rurales en riesgo de despoblación), en la redacción del art. 39.13 de la Ley 4/2023, de 29 de diciembre',
  },
  baleares: {
    url: BALEARES,
    citation: `${DL_BALEARES}, art. 10 (tarifa de TPO y tipo medio sobre el valor total)`,
  },
  balearesReduced: {
    url: BALEARES,
    citation: `${DL_BALEARES}, art. 10.c) (4 % para la vivienda habitual de hasta 270.151,20 € sin otra vivienda) y art. 10.d) (2 % para la primera vivienda del menor de 36 años; familia numerosa o monoparental con vivienda de hasta 350.000 €, al 2 % los primeros 270.151,20 € y al 8 % el resto), en la redacción de la disposición final 2ª.14 y 15 de la Ley 12/2023, de 29 de diciembre`,
  },
  balearesYoung: {
    url: BALEARES,
    citation: `${DL_BALEARES}, art. 14 quater (bonificación del 100 % para la primera vivienda habitual de menores de 30 años o con discapacidad de al menos el 33 %, de hasta 270.151,20 €), añadido por el Decreto-ley 4/2023 y en la redacción de la Ley 12/2023, de 29 de diciembre`,
  },
  balearesCaps: {
    url: BALEARES,
    citation: `${DL_BALEARES}, disposición adicional quinta (añadida por el art. 26 de la Ley 11/2023): una orden del consejero de Hacienda puede subir hasta un 40 % el tope de 270.151,20 € por islas o zonas, y entonces el tipo reducido (y la bonificación) solo alcanza los primeros 270.151,20 € y el resto paga el 8 %; topes por isla de la orden publicada en el BOIB de 17-3-2026, con efectos desde el 1-3-2026`,
    pending:
      'no hemos podido leer el texto de la orden del BOIB de 17-3-2026 ni el de la Orden 13/2026 (BOIB de junio de 2026): los topes por isla (Mallorca 307.089 €, Ibiza y Formentera 378.212 €) vienen de la prensa',
  },
  balearesAjd: {
    url: BALEARES,
    citation: `${DL_BALEARES}, art. 15 (tipo general de AJD de los documentos notariales, 1,5 %), art. 17 (1,2 % para la primera vivienda habitual de valor igual o inferior a 270.151,20 €, sin otra vivienda) y art. 17 bis (2 % si el valor es de 1.000.000 € o más), en la redacción de la Ley 12/2023, de 29 de diciembre`,
  },
  canarias: {
    url: `${BOE_DOC}BOE-A-2026-7560`,
    citation: `${DL_CANARIAS}, art. 31.1.a) (tipo general de TPO de los inmuebles, 6,5 %), en la redacción de la disposición final undécima.Diecinueve de la Ley 9/2025, de 23 de diciembre, de presupuestos de Canarias para 2026`,
  },
  canariasReduced: {
    url: CANARIAS,
    citation: `${DL_CANARIAS}, art. 32 en la redacción del art. 1.5 de la Ley 4/2018, de 30 de noviembre (BOE-A-2019-283): 1 % en la compra de la vivienda habitual de una familia numerosa que no tenga otra vivienda o la venda en dos años (letra c, Ley 19/2019), con el límite de renta de su letra b) en la redacción de la disposición final undécima.Veinte de la Ley 9/2025 (46.455 € más 18.200 € por hijo por encima del mínimo, efectos desde el 1-1-2025), que no cambia el tipo`,
  },
  canarias2026: {
    url: `${BOE_DOC}BOE-A-2026-7560`,
    citation: `${DL_CANARIAS}, art. 31.1.a), párrafo segundo (5 % para la vivienda habitual con base de hasta 200.000 € si el comprador no tiene otra vivienda o la vende en dos años), en la redacción de la disposición final undécima.Diecinueve de la Ley 9/2025, de 23 de diciembre, de presupuestos de Canarias para 2026 (BOC 29-12-2025), con efectos desde el 1-1-2025`,
  },
  canariasAjd: {
    url: CANARIAS,
    citation: `${DL_CANARIAS}, art. 36 en la redacción de la disposición final tercera.5 de la Ley 11/2015, de 29 de diciembre: AJD del 0,75 % en general y del 1 % en los documentos de operaciones sujetas al IGIC o al IVA, como la compra de una vivienda nueva a su promotor`,
  },
  cantabria: {
    url: `${BOE_DOC}BOE-A-2024-1373`,
    citation:
      'Ley de Cantabria 3/2023, de 26 de diciembre, de Medidas Fiscales y Administrativas (BOE 25-1-2024), art. 3.Quince, que da nueva redacción al art. 9 del Decreto Legislativo 62/2008: 9 % general (9.1.A), 7 % para la vivienda habitual de valor inferior a 200.000 € (9.2), 4 % para la vivienda habitual de menores de 36 años y familias numerosas o monoparentales (9.3), tipos reducidos solo sobre los primeros 300.000 € (9.7); redacción vigente hasta el 30-4-2026',
  },
  cantabria2026: {
    url: `${BOE_DOC}BOE-A-2026-10431`,
    citation:
      'Ley de Cantabria 5/2026, de 28 de abril, de Medidas Fiscales y Administrativas para el año 2026 (BOC extraordinario 30-4-2026; BOE 14-5-2026), art. 2.Diez, Once y Trece: el art. 9 del Decreto Legislativo 62/2008 grava la vivienda habitual al 7 % hasta 300.000 € y al 9 % en el tramo que exceda (9.2), da el 4 % a los menores de 40 años (9.3.c) y limita los tipos reducidos a los primeros 300.000 € (9.7); en vigor el 1-5-2026 (disposición final tercera)',
  },
  cantabriaAjd: {
    url: `${BOE_DOC}BOE-A-2024-1373`,
    citation:
      'Decreto Legislativo 62/2008, de 19 de junio, texto refundido de medidas fiscales en materia de tributos cedidos de Cantabria (BOC 2-7-2008), art. 13, en la redacción del art. 3.Dieciocho de la Ley de Cantabria 3/2023, de 26 de diciembre (BOE 25-1-2024): 1,5 % general y 1 % si se protocoliza la compra de la vivienda habitual (13.3), 0,1 % para la vivienda habitual de menores de 36 años y familias numerosas o monoparentales (13.4), tipos reducidos solo sobre los primeros 300.000 € (13.9)',
  },
  cantabriaAjd2026: {
    url: `${BOE_DOC}BOE-A-2026-10431`,
    citation:
      'Ley de Cantabria 5/2026, de 28 de abril (BOE 14-5-2026), art. 2.Catorce y Quince: el 0,1 % de AJD del art. 13.4 del Decreto Legislativo 62/2008 pasa a los menores de 40 años y los tipos reducidos siguen limitados a los primeros 300.000 € (13.9); en vigor el 1-5-2026',
  },
  castillaLaMancha: {
    url: `${BOE}BOE-A-2014-1368`,
    citation:
      'Ley 8/2013, de 21 de noviembre, de Medidas Tributarias de Castilla-La Mancha (DOCM 29-11-2013), art. 19.1 (tipo general de TPO de los inmuebles, 9 %) y art. 21.1 (tipo general de AJD, 1,50 %)',
  },
  castillaLaManchaReduced: {
    url: `${BOE}BOE-A-2014-1368`,
    citation:
      'Ley 8/2013, de 21 de noviembre, de Medidas Tributarias de Castilla-La Mancha (DOCM 29-11-2013), art. 19.2 (6 % primera vivienda habitual de hasta 180.000 € financiada en más del 50 % con hipoteca), art. 19.6 (5 % con las mismas condiciones si el comprador es menor de 36 años, con discapacidad del 65 %, familia numerosa o monoparental) y art. 21.2 (AJD del 0,75 % y 0,50 % en los mismos casos), en la redacción de la Ley 1/2022, de 14 de enero',
  },
  castillaLeon: {
    url: CASTILLA_LEON,
    citation: `${DL_CYL}, art. 24.1.a (tipo general de TPO de los inmuebles, 8 %) y art. 25.1 (10 % sobre la parte de la base que exceda de 250.000 €)`,
  },
  castillaLeonYoung: {
    url: CASTILLA_LEON,
    citation: `${DL_CYL}, art. 25.3.a y c en la redacción del art. 1.9 de la Ley 7/2017, de 28 de diciembre (4 % en la compra de la vivienda habitual por el titular de una familia numerosa o cuando todos los adquirentes tengan menos de 36 años), y art. 28.2 (suma de bases imponibles menos el mínimo personal y familiar de hasta 31.500 €, o 37.800 € más 6.000 € por miembro adicional en familias numerosas; primera vivienda de cada adquirente menor de 36 años). Sin tope de valor: la Ley 1/2021, de 22 de febrero (BOE-A-2021-4321, art. 1.4), y la Ley 2/2022, de 1 de diciembre (BOE-A-2022-21578, art. 1.4 y 1.5), solo añaden y modifican los apartados 6 y 7 del art. 25`,
  },
  castillaLeonAjdReduced: {
    url: CASTILLA_LEON,
    citation: `${DL_CYL}, art. 26.2.a y d en la redacción del art. 2.1 de la Ley 1/2019, de 14 de febrero (0,50 % en la escritura de compra de la vivienda habitual por el titular de una familia numerosa o cuando todos los adquirentes tengan menos de 36 años), con los requisitos del art. 28.2`,
  },
  castillaLeonAjd: {
    url: CASTILLA_LEON,
    citation: `${DL_CYL}, art. 24.2 (tipo general de AJD, 1,5 %)`,
  },
  cataluna: {
    url: CATALUNA,
    citation: `${CODI_CATALUNA}, art. 641-1.a (tarifa de TPO de los inmuebles: 10 % hasta 1.000.000 € y 11 % por encima), redacción anterior al Decreto-ley 5/2025`,
  },
  catalunaYoung: {
    url: CATALUNA,
    citation: `${CODI_CATALUNA}, art. 641-5.1 (5 % para la vivienda habitual de compradores de 32 años o menos con bases imponibles, menos el mínimo personal y familiar, de hasta 36.000 €), redacción anterior al Decreto-ley 5/2025`,
  },
  catalunaLargeFamily: {
    url: CATALUNA,
    citation: `${CODI_CATALUNA}, art. 641-2 (5 % para la vivienda habitual de familias numerosas con bases imponibles de la familia, menos los mínimos, de hasta 36.000 € más 14.000 € por hijo por encima del mínimo)`,
  },
  catalunaAjd: {
    url: CATALUNA,
    citation: `${CODI_CATALUNA}, art. 642-1.d (AJD del 1,5 % en los documentos notariales no incluidos en las letras anteriores)`,
  },
  extremadura: {
    url: EXTREMADURA,
    citation: `${DL_EXTREMADURA}, art. 36 (tarifa de TPO de los inmuebles: 8 % hasta 360.000 €, 10 % hasta 600.000 € y 11 % en adelante), art. 46 (tipo general de AJD, 1,50 %) y, hasta el 28-1-2025, art. 40 (7 % para la vivienda habitual de hasta 122.000 €; la redacción del Decreto-ley 2/2024 quedó sin efecto al no convalidarse)`,
  },
  extremaduraAjd: {
    url: EXTREMADURA,
    citation: `${DL_EXTREMADURA}, art. 47 en la redacción de la disposición final 1.1 de la Ley 1/2020, de 31 de enero: AJD del 0,75 % para la vivienda habitual de valor real no superior a 122.000 € con límites de renta; vigente hasta el 4-8-2026`,
  },
  extremaduraJan2025: {
    url: 'https://doe.juntaex.es/eli/es-ex/dl/2025/01/23/1',
    citation:
      'Decreto-ley 1/2025, de 23 de enero, de medidas fiscales urgentes en materia tributaria (DOE 28-1-2025): 7 % vivienda habitual de hasta 180.000 €',
  },
  galicia: {
    url: GALICIA,
    citation: `${DL_GALICIA}, art. 14.Uno.1 (tipo general de TPO de los inmuebles, 8 %), en la redacción del art. 4.Uno de la Ley 10/2023, de 28 de diciembre (DOG 29-12-2023), en vigor el 1-1-2024`,
  },
  galiciaReduced: {
    url: GALICIA,
    citation: `${DL_GALICIA}, art. 14: 7 % para la vivienda habitual si el patrimonio de los adquirentes y su unidad familiar no supera 200.000 € más 30.000 € por miembro adicional (14.Dos), 3 % para familias numerosas con patrimonio de hasta 400.000 € más 50.000 € por miembro por encima del mínimo (14.Cuatro) y 3 % para menores de 36 años con el límite de patrimonio del 7 % (14.Cinco); redacción vigente hasta el 31-12-2025`,
  },
  galiciaAjd: {
    url: GALICIA,
    citation: `${DL_GALICIA}, art. 15: AJD del 1,5 % general (15.Uno), 1 % para la vivienda habitual con el límite de patrimonio del art. 14.Dos (15.Dos), 0,5 % para familias numerosas (15.Cuatro) y para menores de 36 años (15.Cinco); redacción vigente hasta el 31-12-2025`,
  },
  madrid: {
    url: MADRID,
    citation: `${DL_MADRID}, art. 28 (tipo general de TPO de los inmuebles, 6 %), en la redacción de la Ley 6/2013, de 23 de diciembre`,
  },
  madridReduced: {
    url: 'https://bocm.es/eli/es-md/l/2024/11/20/5',
    citation: `Ley 5/2024, de 20 de noviembre (BOCM 28-11-2024), que da nueva redacción al art. 30 bis del ${DL_MADRID}: bonificación del 10 % de la cuota por vivienda habitual de hasta 250.000 €`,
  },
  madridLargeFamily: {
    url: MADRID,
    citation: `${DL_MADRID}, art. 29 (4 % vivienda habitual de familias numerosas)`,
  },
  madridAjd: {
    url: MADRID,
    citation: `${DL_MADRID}, art. 32.1 (AJD de la compra de vivienda por una persona física: 0,4 % hasta 120.000 €, 0,5 % hasta 180.000 € y 0,75 % por encima, según el valor real de la vivienda) y art. 37 (cuando a un incremento de la base corresponde una porción de cuota superior a ese incremento, la cuota se reduce en el exceso), texto consolidado actualizado a 29-12-2025`,
  },
  madridAjdHome: {
    url: MADRID,
    citation: `${DL_MADRID}, art. 38 bis (bonificación del 10 % de la cuota gradual de AJD de la escritura de compra de la vivienda habitual por una persona física, si el valor, con anejos y garajes, no supera 250.000 €; del 100 % para menores de 35 años en municipios de menos de 2.500 habitantes), texto consolidado actualizado a 29-12-2025`,
  },
  madridAjdLargeFamily: {
    url: MADRID,
    citation: `${DL_MADRID}, art. 38 ter (bonificación del 95 % de la cuota gradual de AJD de la escritura de compra de la vivienda habitual de una familia numerosa; incompatible con la del art. 38 bis), texto consolidado actualizado a 29-12-2025`,
  },
  murcia: {
    url: MURCIA,
    citation: `${DL_MURCIA}, art. 6.1 (8 % de TPO) y art. 7.8 (2 % de AJD en las primeras copias de escrituras de transmisiones de inmuebles sujetas y no exentas de IVA), en la redacción vigente hasta el 24-7-2025`,
  },
  murciaLaw: {
    url: `${BOE_DOC}BOE-A-2025-16147`,
    citation: `Ley 3/2025, de 23 de julio, de Presupuestos Generales de la Región de Murcia para 2025 (BORM 24-7-2025), art. 55, apartados Catorce y Dieciséis: el art. 6.1 del ${DL_MURCIA} pasa al 7,75 % de TPO y su art. 7.8 al 1,5 % de AJD desde la entrada en vigor de la ley el 25-7-2025 (disposición final décima)`,
  },
  murciaYoung: {
    url: MURCIA,
    citation: `${DL_MURCIA}, art. 6.6 (3 % de TPO) y art. 7.4 (0,1 % de AJD) para la vivienda habitual de compradores de 40 años o menos con base imponible general menos el mínimo personal y familiar inferior a 40.000 € y base del ahorro de hasta 1.800 €, en la redacción del art. 55 de la Ley 4/2023, de 28 de diciembre (efectos desde el 1-1-2024)`,
  },
  navarra: {
    url: NAVARRA,
    citation: `${DFL_NAVARRA}, art. 8.1.a (6 % de TPO de los inmuebles) y art. 22.2 (0,5 % de AJD de las primeras copias de escrituras; 1 % si se renuncia a la exención del IVA)`,
  },
  navarraReduced: {
    url: NAVARRA,
    citation: `${DFL_NAVARRA}, art. 8.1.b.1.º en la redacción del art. 5.Dos de la Ley Foral 36/2022, de 28 de diciembre (BON 30-12-2022): 5 % para la vivienda habitual, en pleno dominio, de una unidad familiar con dos o más hijos en la que nadie tenga más del 25 % de otra vivienda en Navarra, sobre una base máxima de 180.304 € (el exceso, al 6 %)`,
  },
  paisVasco: {
    url: PAIS_VASCO,
    citation:
      'Gobierno Vasco, ITP y AJD por territorio histórico: Norma Foral 11/2003, de 31 de marzo, de Álava (BOTHA 11-4-2003), Norma Foral 1/2011, de 24 de marzo, de Bizkaia (BOB 31-3-2011) y Norma Foral 18/1987, de 30 de diciembre, de Gipuzkoa (BOG 31-12-1987)',
    pending:
      'no hemos leído en el BOTHA, el BOB ni el BOG, ni en un texto consolidado oficial, el artículo que fija el 4 % de TPO y el 0,5 % de AJD (solo copias de terceros del texto de Bizkaia sin ese artículo)',
  },
  paisVascoReduced: {
    url: PAIS_VASCO,
    citation:
      'Normas forales del ITPAJD de Bizkaia y Gipuzkoa: 2,5 % para determinadas viviendas habituales',
    pending:
      'no hemos leído en el BOTHA, el BOB ni el BOG el artículo del 2,5 % ni sus requisitos (superficie de la vivienda, familia numerosa)',
  },
  rioja: {
    url: RIOJA,
    citation: `${LEY_RIOJA} (BOR 30-10-2017), art. 44.1 (tipo general de TPO de los inmuebles, 7 %) y art. 48 (tipo general de AJD de los documentos notariales, 1 %)`,
  },
  riojaYoung: {
    url: RIOJA,
    citation: `${LEY_RIOJA} (BOR 30-10-2017), art. 45.3 en la redacción del art. 1 de la Ley 1/2025, de 28 de febrero (BOR 3-3-2025): 4 % para la primera vivienda habitual de menores de 40 años en la fecha de la compra (3 % en los pequeños municipios del anexo I, que aquí no se distinguen)`,
  },
  valencia: {
    url: VALENCIA,
    citation: `${LEY_VALENCIA}, art. Trece (tipos de TPO: 10 %, 11 % por encima de 1.000.000 €, y los reducidos de jóvenes y familias numerosas de la Ley 7/2023)`,
  },
  valenciaAjd: {
    url: VALENCIA,
    citation: `${LEY_VALENCIA}, art. 14 (tipos de AJD; «en los demás casos», el 1,5 % hasta el 31-5-2026)`,
  },
  valencia2026: {
    url: `${BOE_DOC}BOE-A-2025-11959`,
    citation:
      'Ley 5/2025, de 30 de mayo (DOGV 31-5-2025; BOE 14-6-2025), que modifica la Ley 13/1997: 9 % de TPO y 1,4 % de AJD para hechos imponibles desde el 1-6-2026',
  },
} as const satisfies Record<string, OfficialSource>;
