// Reductions of the net rent of a home let as the tenant's home (art. 23.2 LIRPF): which rule set
// governs a contract by its date, and the answer a pending decree would give instead.
import { DECREES, RULE_STATUSES_DEFAULT, type RuleStatuses } from '../../tax/rule-status';
import type { IsoDate, Provenance } from '../../tax/sourced';

export interface RentReduction {
  /** Percent of a positive net rent not taxed; only one reduction applies. */
  percent: number;
  label: string;
  legalBasis: string;
}

const LIRPF = 'https://www.boe.es/buscar/act.php?id=BOE-A-2006-20764';

export const RENT_REDUCTION_SOURCE: Provenance = {
  validFrom: '2024-01-01',
  source: 'https://www.boe.es/buscar/act.php?id=BOE-A-2023-12203',
  citation:
    'Ley 12/2023, de 24 de mayo, por el derecho a la vivienda (en vigor el 26-5-2023), disposición final segunda.1: nuevo art. 23.2 de la Ley 35/2006 del IRPF, con efectos desde el 1-1-2024 (disposición final novena)',
  confidence: 'law',
};

/** LIRPF DT 38.ª, read in the BOE's consolidated text. */
export const OLD_CONTRACTS_SOURCE: Provenance = {
  validFrom: '2024-01-01',
  source: LIRPF,
  citation:
    'Ley 35/2006, del IRPF, disposición transitoria trigésima octava (añadida por la Ley 12/2023, disposición final segunda.2): a los contratos celebrados antes de la entrada en vigor de la Ley 12/2023 (26-5-2023) se les aplica el art. 23.2 en su redacción a 31-12-2021, el 60 %',
  confidence: 'law',
};

export const GENERAL_RENT_REDUCTION = 50;
export const OLD_CONTRACT_REDUCTION = 60;

/** Ley 12/2023's entry into force (its disposición final novena). */
export const LEY_12_2023_IN_FORCE: IsoDate = '2023-05-26';
/** The cut-off advisers attribute to the tax agency; no official page states it. */
const REPORTED_AEAT_CUTOFF: IsoDate = '2024-01-01';
/** RDL 29/2026: its new art. 23.2 is for contracts from this day. */
export const RDL29_CONTRACTS_FROM: IsoDate = '2026-12-02';
/** RDL 29/2026's new art. 23.2, as described (its text unread): the lowest and highest reduction. */
export const RDL29_REDUCTION_RANGE = { min: 15, max: 100 } as const;

/**
 * The reductions as a select's options say them, by percent: short enough to read whole in the
 * analysis form's column (a select cannot wrap); the field's hint carries the full conditions.
 */
export const REDUCTION_OPTION_LABELS: Readonly<Record<number, string>> = {
  90: '90 %: zona tensionada, renta rebajada',
  70: '70 %: inquilino joven o vivienda asequible',
  60: '60 %: obras o contrato antes del 26-5-2023',
  50: '50 %: caso general',
  0: 'Sin reducción',
};

/** Most favourable first, as the law lists them; "no reduction" last. */
export const RENT_REDUCTIONS: readonly RentReduction[] = [
  {
    percent: 90,
    label:
      '90 %: zona tensionada, nuevo contrato con una renta rebajada en más de un 5 % respecto de la del contrato anterior',
    legalBasis: 'art. 23.2.a) LIRPF',
  },
  {
    percent: 70,
    label:
      '70 %: zona tensionada, vivienda que se alquila por primera vez a un inquilino de 18 a 35 años, o vivienda asequible o protegida alquilada a la Administración o a una entidad sin ánimo de lucro',
    legalBasis: 'art. 23.2.b) LIRPF',
  },
  {
    percent: 60,
    label: '60 %: obras de rehabilitación terminadas en los dos años anteriores al contrato',
    legalBasis: 'art. 23.2.c) LIRPF',
  },
  {
    percent: OLD_CONTRACT_REDUCTION,
    label:
      '60 %: contrato celebrado antes del 26 de mayo de 2023 (la calculadora lo aplica por la fecha de compra)',
    legalBasis: 'disposición transitoria 38.ª LIRPF',
  },
  {
    percent: GENERAL_RENT_REDUCTION,
    label: '50 %: caso general (vivienda habitual del inquilino)',
    legalBasis: 'art. 23.2, primer párrafo, LIRPF',
  },
  {
    percent: 0,
    label:
      'Sin reducción (por ejemplo, alquiler de temporada o que no es la vivienda del inquilino)',
    legalBasis: 'art. 23.2 LIRPF, según la lectura de Hacienda',
  },
];

export type ReductionBasis = 'dt38' | 'ley12_2023' | 'rdl29_2026';

export interface AppliedRentReduction {
  percent: number;
  basis: ReductionBasis;
  /** For the page, in Spanish. */
  note?: string;
  /** While RDL 29/2026 awaits validation: the reductions it would give instead. */
  decreeRange?: { min: number; max: number };
}

const UNREAD = 'pendiente de confirmar: no hemos leído el texto en el BOE';

/**
 * The reduction the law gives a contract celebrated on `contractDate` (the analysis lets from
 * the purchase), given the one chosen under Ley 12/2023; 0 stays 0 (no home let, no reduction).
 * @example appliedRentReduction(50, '2023-05-01').percent // 60 (DT 38.ª)
 */
export function appliedRentReduction(
  chosen: number,
  contractDate: IsoDate,
  statuses: RuleStatuses = RULE_STATUSES_DEFAULT,
): AppliedRentReduction {
  if (contractDate < LEY_12_2023_IN_FORCE) {
    return {
      percent: chosen > 0 ? OLD_CONTRACT_REDUCTION : 0,
      basis: 'dt38',
      ...(chosen > 0 && chosen !== OLD_CONTRACT_REDUCTION
        ? {
            note: 'Contrato anterior al 26-5-2023: se aplica el 60 % de la disposición transitoria 38.ª de la Ley del IRPF, sea cual sea el caso.',
          }
        : {}),
    };
  }
  if (contractDate < REPORTED_AEAT_CUTOFF && chosen > 0 && chosen < OLD_CONTRACT_REDUCTION) {
    return {
      percent: chosen,
      basis: 'ley12_2023',
      note: `Contrato de 2023 posterior al 25 de mayo: aplicamos el ${chosen} %, porque la disposición transitoria 38.ª de la Ley del IRPF da el 60 % solo a los contratos anteriores al 26-5-2023. Hay asesores que atribuyen a Hacienda la extensión del 60 % a los firmados hasta el 31-12-2023, pero no hemos encontrado ninguna página oficial que lo diga (pendiente de confirmar).`,
    };
  }
  if (contractDate < RDL29_CONTRACTS_FROM || chosen <= 0) {
    return { percent: chosen, basis: 'ley12_2023' };
  }
  const decree = DECREES.rdl29_2026.name;
  switch (statuses.rdl29_2026) {
    case 'inForce':
      return {
        percent: chosen,
        basis: 'rdl29_2026',
        note: `Contrato desde el 2-12-2026: el ${decree} está convalidado y aplicamos el porcentaje que indicas; su nuevo art. 23.2 lo fija del ${RDL29_REDUCTION_RANGE.min} % al ${RDL29_REDUCTION_RANGE.max} % según la renta (${UNREAD}).`,
      };
    case 'derogated':
      return {
        percent: chosen,
        basis: 'ley12_2023',
        note: `Contrato desde el 2-12-2026: el ${decree} fue derogado, así que aplicamos la reducción de la Ley 12/2023.`,
      };
    default:
      return {
        percent: chosen,
        basis: 'ley12_2023',
        note: `Contrato desde el 2-12-2026: aplicamos la reducción de la Ley 12/2023 porque el ${decree} está pendiente de convalidación (${UNREAD}).`,
        decreeRange: RDL29_REDUCTION_RANGE,
      };
  }
}
