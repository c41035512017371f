// The words of the yearly return's PDF for the gestor and of its two buttons, once each.

export const RETURN_PDF_TEXT = {
  title: (year: number) => `Declaración del alquiler: ejercicio ${year}`,
  subject:
    'Rendimientos del capital inmobiliario e imputación de rentas inmobiliarias, inmueble por inmueble y contrato por contrato, para revisar con tu gestor o pasar a Renta Web.',
  made: (date: string) => `Documento generado el ${date}`,
  disclaimer:
    'Cálculo orientativo con las normas del ejercicio; no constituye asesoramiento fiscal. Revisa cada cifra con tus justificantes antes de presentar la declaración.',
  owners: 'Propietarios',
  residence: {
    resident: 'Residente en España',
    eu: 'Residente en otro país de la UE o del EEE',
    nonEu: 'Residente fuera de la UE y del EEE',
  },
  otherIncome: (amount: string) => `demás ingresos del año: ${amount}`,
  property: (index: number, name: string) =>
    name.trim() ? `Inmueble ${index + 1}: ${name.trim()}` : `Inmueble ${index + 1}`,
  propertyDays: (let_: number, owned: number, year: number) =>
    `${let_} días alquilado de ${owned} días en propiedad en ${year}`,
  figures: 'Cifras del inmueble',
  explanation: 'Cómo se llega a cada cifra',
  contracts: 'Contratos del año',
  noContracts:
    'Sin contratos en el año: el inmueble no produce rendimientos del alquiler, solo la imputación de renta si corresponde.',
  reducedNet: (amount: string) => `Rendimiento neto reducido: ${amount}`,
  imputation: (rate: string, base: string, days: number) =>
    `Imputación de renta: ${rate} de ${base} por ${days} días a disposición del propietario`,
  noImputation: 'Sin imputación de renta',
  ownerTotals: 'Totales por propietario',
  modelo210: 'No residentes: modelo 210',
  boxes: 'Dónde va cada cifra en Renta Web (modelo 100)',
  readings: 'Criterios aplicados donde la norma deja margen',
  sources: 'Normas aplicadas y fuentes oficiales',
  total: 'Total',
  page: (page: number, total: number) => `Página ${page} de ${total}`,
  pdfButton: 'Descargar PDF para el gestor',
  pdfBusy: 'Generando el PDF…',
  pdfDone: 'PDF descargado.',
  pdfFailed: 'No se pudo generar el PDF. Inténtalo de nuevo o usa Imprimir del navegador.',
  excelButton: 'Descargar Excel con fórmulas',
  excelBusy: 'Generando el Excel…',
  excelDoneTitle: 'Descarga iniciada',
  excelDoneText:
    'La declaración en Excel se está descargando: cambia las celdas azules y se recalcula.',
  excelFailedTitle: 'No se ha podido descargar el Excel',
  excelFailedText: 'Ha ocurrido un error al generar el Excel. Inténtalo de nuevo.',
} as const;

/** The figures of each property, in the order of the return; the reduced net income stands out. */
export const PROPERTY_FIGURES = [
  ['grossIncome', 'Ingresos íntegros'],
  ['interestAndRepairs', 'Intereses y reparaciones deducidos (con el límite)'],
  ['excessCarriedForward', 'Exceso de intereses y reparaciones para los 4 años siguientes'],
  ['buildingAmortisation', 'Amortización del inmueble y de las mejoras'],
  ['furnitureAmortisation', 'Amortización del mobiliario'],
  ['deductibleExpenses', 'Total de gastos deducibles'],
  ['netIncome', 'Rendimiento neto'],
  ['reduction', 'Reducción por alquiler de vivienda'],
  ['reducedNetIncome', 'Rendimiento neto reducido'],
  ['declaredIncome', 'Rendimiento que se declara (con el mínimo de parientes)'],
  ['imputedIncome', 'Imputación de renta inmobiliaria'],
] as const;

export const CONTRACT_COLUMNS = [
  'Contrato',
  'Periodo',
  'Días',
  'Ingresos',
  'Gastos que le tocan',
  'Rendimiento neto',
  'Reducción',
  'Rendimiento neto reducido',
] as const;

export const OWNER_COLUMNS = [
  'Propietario',
  'Residencia',
  'Rendimiento declarado (no residentes: base del modelo 210)',
  'Imputación de renta',
  'IRPF estimado que añade',
] as const;

export const MODELO_210_COLUMNS = [
  'Propietario',
  'Inmueble',
  'Renta',
  'Base',
  'Tipo',
  'Cuota',
] as const;

export const MODELO_210_KIND = { rent: 'Alquiler', imputation: 'Imputación' } as const;
