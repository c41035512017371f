// The Spanish texts of the yearly return's form and actions (the results carry their own).
import type { ExpenseKind } from '../../../core/tools/rental-return/document';
import type { AcquisitionKind, PropertyUse, Residence } from './draft';

export const FORM_TEXT = {
  title: 'Tu año de alquiler',
  intro:
    'Elige el ejercicio, di quién es el propietario y añade cada inmueble con sus contratos del año. Los resultados se actualizan mientras escribes y se guardan en este navegador.',
  taxYear: 'Ejercicio que declaras',
  taxYearHint: 'El año de los alquileres: la Renta de 2025 se presenta en la primavera de 2026.',
  ownersTitle: 'Propietarios',
  ownerLegend: (n: number) => `Propietario ${n}`,
  ownerName: 'Nombre',
  ownerNameHint: 'Para reconocerlo en los resultados; no sale de tu navegador.',
  residence: 'Residencia fiscal',
  taxResidence: 'Comunidad autónoma de residencia',
  taxResidenceHint: 'La de tu domicilio fiscal: decide la escala autonómica del IRPF.',
  otherIncome: 'Otros ingresos del año (opcional)',
  otherIncomeHint:
    'Tu base liquidable general sin este alquiler (nómina, pensión…): con ella estimamos cuánto IRPF añade el alquiler.',
  addOwner: 'Añadir propietario',
  removeOwner: (n: number) => `Quitar el propietario ${n}`,
  propertiesTitle: 'Inmuebles',
  propertyLegend: (n: number, name: string) => (name ? `Inmueble ${n}: ${name}` : `Inmueble ${n}`),
  addProperty: 'Añadir inmueble',
  removeProperty: (n: number) => `Quitar el inmueble ${n}`,
  noProperties: 'Añade un inmueble para calcular su rendimiento.',
} as const;

export const RESIDENCE_OPTIONS: readonly { value: Residence; label: string }[] = [
  { value: 'resident', label: 'Resido en España' },
  { value: 'eu', label: 'Resido en otro país de la UE o del EEE' },
  { value: 'nonEu', label: 'Resido fuera de la UE y del EEE' },
];

export const PROPERTY_TEXT = {
  general: 'El inmueble',
  name: 'Nombre o dirección',
  nameHint: 'Por ejemplo «Piso de la calle Mayor»: solo para reconocerlo.',
  use: 'Uso',
  community: 'Comunidad autónoma',
  municipality: 'Municipio',
  habitualHome: 'Es mi vivienda habitual (o su plaza de garaje)',
  habitualHomeHint: 'Los días que no está alquilada no imputan renta.',
  acquisition: 'Adquisición',
  kind: 'Cómo lo adquiriste',
  date: 'Fecha de adquisición',
  price: {
    purchase: 'Precio de compra',
    inheritance: 'Valor declarado en el Impuesto sobre Sucesiones',
    gift: 'Valor declarado en el Impuesto sobre Donaciones',
  } satisfies Record<AcquisitionKind, string>,
  costs: 'Gastos e impuestos de la adquisición',
  costsHint:
    'Notaría, registro, gestoría, ITP o IVA y AJD de la compra, o el Impuesto sobre Sucesiones o Donaciones pagado.',
  cadastral: 'Valor catastral',
  cadastralHint: 'Está en el recibo del IBI.',
  cadastralValue: 'Valor catastral total',
  landValue: 'Del que es suelo',
  revisedYear: 'Año de la última revisión catastral',
  revisedYearHint:
    'Si es de los diez años anteriores, la imputación es del 1,1 % en vez del 2 % (en 2024 y 2025, también si es de 2012 o posterior).',
  furniture: 'Muebles',
  furnitureHint: 'Muebles y electrodomésticos del piso alquilado: se amortizan al 10 % al año.',
  improvements: 'Mejoras',
  improvementsHint:
    'Obras que aumentan la capacidad o la vida útil del piso (no las reparaciones): se amortizan al 3 % al año desde su fecha.',
  addFurniture: 'Añadir mueble',
  addImprovement: 'Añadir mejora',
  rowCost: 'Importe',
  rowDate: 'Fecha',
  removeRow: (what: string, n: number) => `Quitar ${what} ${n}`,
  expenses: 'Gastos del año',
  expensesHint:
    'Lo que pagaste en el año. Si el piso estuvo vacío parte del año, calculamos la parte que corresponde a los días alquilado.',
  carried: 'Excesos de años anteriores',
  carriedHint:
    'Intereses y reparaciones que no pudiste deducir en los cuatro años anteriores por superar los ingresos (casilla de la Renta del año pasado).',
  carriedYear: 'Año del exceso',
  carriedAmount: 'Importe pendiente',
  addCarried: 'Añadir exceso pendiente',
  shares: 'Propietarios del inmueble',
  sharesHint: 'El porcentaje de cada uno, que debe sumar 100 %.',
  shareOwner: 'Propietario',
  sharePercent: 'Porcentaje',
  addShare: 'Añadir copropietario',
  contracts: 'Contratos del año',
  contractsHint:
    'Uno por inquilino. Sin contratos, el piso queda a tu disposición y solo imputa renta.',
  addContract: 'Añadir contrato',
} as const;

export const USE_OPTIONS: readonly { value: PropertyUse; label: string }[] = [
  { value: 'dwelling', label: 'Vivienda' },
  { value: 'other', label: 'Otro uso (local, oficina, garaje suelto…)' },
];

export const KIND_OPTIONS: readonly { value: AcquisitionKind; label: string }[] = [
  { value: 'purchase', label: 'Compra' },
  { value: 'inheritance', label: 'Herencia' },
  { value: 'gift', label: 'Donación' },
];

export const EXPENSE_LABELS: Readonly<Record<ExpenseKind, string>> = {
  interest: 'Intereses del préstamo',
  repairs: 'Reparación y conservación',
  ibi: 'IBI',
  communityFees: 'Comunidad de propietarios',
  insurance: 'Seguros',
  services: 'Suministros (luz, agua, gas, internet)',
  management: 'Administración, gestoría y agencia',
  otherTaxes: 'Tasas y otros tributos (basuras, vado…)',
  legal: 'Gastos jurídicos y del contrato',
  doubtfulDebts: 'Saldos de dudoso cobro',
};

export const CONTRACT_TEXT = {
  legend: (n: number) => `Contrato ${n}`,
  start: 'Fecha de inicio',
  startHint: 'La del contrato, aunque empezara antes de este año.',
  end: 'Fecha de fin',
  endHint: 'Déjala vacía si sigue vigente al acabar el año.',
  monthlyRent: 'Renta mensual',
  relative: 'El inquilino es un familiar (hasta tercer grado)',
  tenantAge: 'Edad del inquilino (opcional)',
  tenantAgeHint: 'Entre 18 y 35 años en zona tensionada, la reducción puede ser del 70 %.',
  zonaTensionada: 'La vivienda está en una zona de mercado tensionado',
  previousMonthlyRent: 'Renta mensual del contrato anterior',
  previousMonthlyRentHint:
    'Si la nueva renta es al menos un 5 % más baja, la reducción llega al 90 %.',
  rehabilitation: 'Obras de rehabilitación terminadas en los dos años anteriores',
  remove: (n: number) => `Quitar el contrato ${n}`,
} as const;

export const ACTIONS_TEXT = {
  save: 'Guardar archivo',
  open: 'Abrir archivo',
  openHint: 'Un archivo guardado con «Guardar archivo» (declaracion-alquiler-AAAA.json).',
  copyLink: 'Copiar enlace',
  nextYear: 'Empezar el año siguiente',
  nextYearDone: (year: number) =>
    `Hemos empezado el ejercicio ${year}: mismos inmuebles, muebles y excesos pendientes; escribe los gastos y revisa los contratos.`,
  invalidTitle: 'Faltan datos por corregir',
  invalid:
    'Corrige los datos marcados para guardar, copiar el enlace o empezar el año siguiente: así el archivo se abre siempre igual.',
  opened: (name: string) => `Hemos abierto «${name}».`,
  openFailed: 'No hemos podido abrir el archivo',
  notJson: 'El archivo no es una declaración guardada con esta herramienta (no es JSON).',
  linkFailed: 'No hemos podido leer la declaración del enlace',
  saved: 'Archivo guardado',
  savedDescription: 'Guárdalo junto a tus papeles de la Renta: el año que viene empiezas desde él.',
  nextYearFailed: 'No hemos podido empezar el año siguiente',
  tryAgain: 'Comprueba tu conexión y vuelve a pulsar el botón: tus datos siguen aquí.',
  noYearAfter: (year: number) =>
    `Aún no tenemos las reglas del ejercicio ${year + 1}: te guardamos su archivo, con los inmuebles, los muebles y los excesos pendientes, para abrirlo cuando las publiquemos.`,
} as const;
