// Where each figure of the return goes: the boxes (casillas) of modelo 100, section C «Bienes
// inmuebles», for 2024 and 2025 (2026 uses the 2025 design until its own order is published), and the
// modelo 210 fields for non-residents. A number is given as read only when an official text states it.
import { RENTAL_RETURN_SOURCES, type RentalRuleId } from './sources';

/** What the Manual práctico says when it names a box, with its page. */
const MANUAL_2024 = 'Manual práctico de Renta 2024, Parte 1 (Agencia Tributaria)';
const MANUAL_2025 = 'Manual práctico de Renta 2025, Parte 1 (Agencia Tributaria)';
const UNREAD_BOX =
  'número pendiente de confirmar: el anexo I de la orden del modelo es una imagen en el BOE y el Manual práctico no nombra esta casilla; lo dan transcripciones no oficiales del diseño de registro de la Agencia Tributaria';

export type BoxKey =
  | 'grossIncome'
  | 'earlierExcessApplied'
  | 'interestAndRepairs'
  | 'excessCarriedForward'
  | 'communityFees'
  | 'legal'
  | 'management'
  | 'services'
  | 'insurance'
  | 'taxes'
  | 'doubtfulDebts'
  | 'furnitureAmortisation'
  | 'buildingAmortisation'
  | 'netIncome'
  | 'reduction'
  | 'relativesMinimum'
  | 'declaredIncome'
  | 'imputationDays'
  | 'imputedIncome';

export interface ReturnBox {
  key: BoxKey;
  /** As Renta Web words it, in Spanish. */
  label: string;
  /** The casilla, only when an official text states it. */
  box: string | null;
  /** The number unofficial transcriptions give, to show as «pendiente de confirmar». */
  unconfirmedBox?: string;
  /** Where the number was read, or why it is pending. */
  reference: string;
  pending?: string;
  rule: RentalRuleId;
}

interface BoxSpec {
  key: BoxKey;
  label: string;
  box?: string;
  unconfirmedBox?: string;
  /** Page of the 2024 and 2025 manuals where the box is named. */
  pages?: [number, number];
  rule: RentalRuleId;
}

// The same numbers in 2024 and 2025: both manuals name them on the pages given.
const SPECS: readonly BoxSpec[] = [
  {
    key: 'grossIncome',
    label: 'Ingresos íntegros computables',
    unconfirmedBox: '0102',
    rule: 'grossIncome',
  },
  {
    key: 'earlierExcessApplied',
    label:
      'Intereses y gastos de reparación y conservación pendientes de ejercicios anteriores que se aplican',
    box: '0104',
    pages: [273, 275],
    rule: 'carryOrder',
  },
  {
    key: 'interestAndRepairs',
    label: 'Intereses y gastos de reparación y conservación del ejercicio que se aplican',
    box: '0107',
    pages: [273, 275],
    rule: 'interestRepairsCap',
  },
  {
    key: 'excessCarriedForward',
    label: 'Importe del ejercicio pendiente de deducir en los cuatro años siguientes',
    box: '0108',
    pages: [273, 275],
    rule: 'interestRepairsCap',
  },
  {
    key: 'communityFees',
    label: 'Gastos de comunidad',
    unconfirmedBox: '0109',
    rule: 'deductibleExpenses',
  },
  {
    key: 'legal',
    label: 'Gastos de formalización del contrato y de defensa jurídica',
    unconfirmedBox: '0110',
    rule: 'deductibleExpenses',
  },
  {
    key: 'management',
    label:
      'Otras cantidades devengadas por terceros por servicios personales (administración, portería)',
    unconfirmedBox: '0112',
    rule: 'deductibleExpenses',
  },
  {
    key: 'services',
    label: 'Servicios y suministros',
    unconfirmedBox: '0113',
    rule: 'deductibleExpenses',
  },
  {
    key: 'insurance',
    label: 'Primas de contratos de seguro',
    unconfirmedBox: '0114',
    rule: 'deductibleExpenses',
  },
  {
    key: 'taxes',
    label: 'Tributos, recargos y tasas',
    unconfirmedBox: '0115',
    rule: 'deductibleExpenses',
  },
  {
    key: 'doubtfulDebts',
    label: 'Saldos de dudoso cobro',
    unconfirmedBox: '0116',
    rule: 'deductibleExpenses',
  },
  {
    key: 'furnitureAmortisation',
    label: 'Amortización de bienes muebles',
    unconfirmedBox: '0117',
    rule: 'furnitureAmortisation',
  },
  {
    key: 'buildingAmortisation',
    label: 'Amortización del inmueble y la mejora',
    unconfirmedBox: '0131',
    rule: 'buildingAmortisation',
  },
  {
    key: 'netIncome',
    label: 'Rendimiento neto',
    unconfirmedBox: '0149',
    rule: 'deductibleExpenses',
  },
  {
    key: 'reduction',
    label:
      'Reducción por arrendamiento de inmuebles destinados a vivienda (art. 23.2 de la Ley del IRPF)',
    unconfirmedBox: '0150',
    rule: 'reduction',
  },
  {
    key: 'relativesMinimum',
    label: 'Rendimiento mínimo computable en caso de parentesco',
    box: '0152',
    pages: [288, 290],
    rule: 'relativesMinimum',
  },
  {
    key: 'declaredIncome',
    label: 'Rendimiento neto reducido del capital inmobiliario',
    unconfirmedBox: '0154',
    rule: 'reduction',
  },
  {
    key: 'imputationDays',
    label: 'Inmueble a disposición: período computable (n.º de días)',
    box: '0085',
    pages: [295, 297],
    rule: 'imputation',
  },
  {
    key: 'imputedIncome',
    label: 'Importe de la renta inmobiliaria imputada',
    box: '0089',
    pages: [295, 297],
    rule: 'imputation',
  },
];

export interface Modelo100Boxes {
  taxYear: number;
  /** The tax year whose design the boxes come from (2026 uses 2025's until its order exists). */
  designYear: 2024 | 2025;
  section: string;
  designRule: RentalRuleId;
  /** In Spanish, when the design is not the year's own. */
  note?: string;
  boxes: ReturnBox[];
}

function toBox(spec: BoxSpec, designYear: 2024 | 2025): ReturnBox {
  const manual = designYear === 2024 ? MANUAL_2024 : MANUAL_2025;
  if (spec.box && spec.pages) {
    const page = designYear === 2024 ? spec.pages[0] : spec.pages[1];
    return {
      key: spec.key,
      label: spec.label,
      box: spec.box,
      reference: `${manual}, pág. ${page}`,
      rule: spec.rule,
    };
  }
  return {
    key: spec.key,
    label: spec.label,
    box: null,
    ...(spec.unconfirmedBox ? { unconfirmedBox: spec.unconfirmedBox } : {}),
    reference: `${manual}: las casillas 0102 a 0154 recogen ingresos, gastos, rendimiento neto, reducciones y rendimiento mínimo (pág. ${designYear === 2024 ? 296 : 298})`,
    pending: UNREAD_BOX,
    rule: spec.rule,
  };
}

/** The boxes of section C of modelo 100 for a tax year. */
export function modelo100Boxes(taxYear: number): Modelo100Boxes {
  const designYear: 2024 | 2025 = taxYear <= 2024 ? 2024 : 2025;
  return {
    taxYear,
    designYear,
    section:
      'Apartado C: «Relación de bienes inmuebles y rentas derivadas de los inmuebles a disposición de sus titulares, arrendados o cedidos a terceros, o afectos a actividades económicas»',
    designRule: designYear === 2024 ? 'modelo100Design2024' : 'modelo100Design2025',
    ...(taxYear > 2025
      ? {
          note: `El modelo 100 de ${taxYear} no se ha aprobado todavía: usamos las casillas del ejercicio 2025 (Orden HAC/277/2026), que pueden cambiar.`,
        }
      : {}),
    boxes: SPECS.map((spec) => toBox(spec, designYear)),
  };
}

/** The source of a box's rule, for the PDF's table. */
export function boxSource(box: ReturnBox) {
  return RENTAL_RETURN_SOURCES[box.rule];
}
