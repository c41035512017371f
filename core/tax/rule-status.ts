// The legal status of the dated rule sets that a decree-law changed or may change: rent reductions
// (art. 23.2 and DT 38.ª LIRPF), plusvalía coefficients (art. 107.4 TRLRHL) and yearly rent-update
// caps. A decree-law is in force from its publication but lapses unless the Congress validates it
// within 30 days (art. 86 of the Constitution): the editor records the vote in Sanity.
import type { IsoDate } from './sourced';

export type RuleStatus = 'inForce' | 'pendingValidation' | 'derogated';

export const RULE_STATUSES: readonly RuleStatus[] = ['inForce', 'pendingValidation', 'derogated'];

export const RULE_STATUS_LABEL: Readonly<Record<RuleStatus, string>> = {
  inForce: 'en vigor',
  pendingValidation: 'pendiente de convalidación',
  derogated: 'derogado',
};

/** The only decree whose fate an editor may still record; the others are settled. */
export type EditableDecree = 'rdl29_2026';
export type RuleStatuses = Readonly<Record<EditableDecree, RuleStatus>>;

export const RULE_STATUSES_DEFAULT: RuleStatuses = { rdl29_2026: 'pendingValidation' };

const DECREE_TEXT_UNREAD = 'no hemos leído el texto en el BOE';

export interface Decree {
  name: string;
  url: string;
  /** The BOE's date, when a source we read gives it. */
  published?: IsoDate;
  inForceFrom: IsoDate;
  /** Settled status; an editable decree takes the editor's. */
  status: RuleStatus;
  derogatedOn?: IsoDate;
  derogationUrl?: string;
  /** What we have not read (the decrees' texts are described by secondary sources only). */
  pending: string;
}

const BOE_DOC = 'https://www.boe.es/buscar/doc.php?id=';

export const DECREES = {
  rdl26_2026: {
    name: 'Real Decreto-ley 26/2026, de 29 de septiembre',
    url: `${BOE_DOC}BOE-A-2026-20266`,
    inForceFrom: '2026-10-01',
    status: 'derogated',
    derogatedOn: '2026-10-02',
    derogationUrl: `${BOE_DOC}BOE-A-2026-20526`,
    pending: `${DECREE_TEXT_UNREAD}: su derogación por el Congreso el 2-10-2026 (BOE-A-2026-20526) consta en las notas al texto consolidado que citan otras fuentes`,
  },
  rdl29_2026: {
    name: 'Real Decreto-ley 29/2026, de 6 de octubre',
    url: `${BOE_DOC}BOE-A-2026-20823`,
    published: '2026-10-07',
    inForceFrom: '2026-10-08',
    status: 'pendingValidation',
    pending: `${DECREE_TEXT_UNREAD}; lo describen fuentes secundarias y no hemos encontrado la votación de su convalidación`,
  },
} as const satisfies Record<string, Decree>;

export type DecreeId = keyof typeof DECREES;

/** Settled decrees keep their status; an editable one takes the editor's. */
export function decreeStatus(id: DecreeId, statuses: RuleStatuses = RULE_STATUSES_DEFAULT) {
  return id === 'rdl29_2026' ? statuses.rdl29_2026 : DECREES[id].status;
}

const isStatus = (value: unknown): value is RuleStatus =>
  typeof value === 'string' && (RULE_STATUSES as readonly string[]).includes(value);

/** The statuses the content gives (Sanity), each falling back to the default. */
export function ruleStatusesOf(value: unknown): RuleStatuses {
  const given = (value as Partial<Record<EditableDecree, unknown>> | null | undefined) ?? {};
  return {
    rdl29_2026: isStatus(given.rdl29_2026) ? given.rdl29_2026 : RULE_STATUSES_DEFAULT.rdl29_2026,
  };
}

export type RuleSetTopic = 'rentReduction' | 'plusvaliaCoefficients' | 'rentUpdateCap';

/** One dated rule set, as the sources page lists it. */
export interface RuleSet {
  topic: RuleSetTopic;
  /** Spanish: what it sets. */
  rule: string;
  rate: string;
  /** The law or decree that set it. */
  citation: string;
  url: string;
  validFrom: IsoDate;
  validTo?: IsoDate;
  /** The decree whose status it follows; none for a law. */
  decree?: DecreeId;
  /** Applied by the engine when in force. */
  applied: boolean;
  pending?: string;
}

const LIRPF = 'https://www.boe.es/buscar/act.php?id=BOE-A-2006-20764';
const LEY_12_2023 = `${BOE_DOC}BOE-A-2023-12203`;

/** RDL 26/2026's rule sets share its dates: derogated the day after it came into force, never applied. */
function rdl26Rule(topic: RuleSetTopic, rule: string, rate: string): RuleSet {
  const decree = DECREES.rdl26_2026;
  return {
    topic,
    rule,
    rate,
    citation: decree.name,
    url: decree.url,
    validFrom: decree.inForceFrom,
    validTo: '2026-10-01',
    decree: 'rdl26_2026',
    applied: false,
  };
}

/** Every rule set on the three topics, oldest first within each. */
export const RULE_SETS: readonly RuleSet[] = [
  {
    topic: 'rentReduction',
    rule: 'contratos celebrados antes del 26-5-2023',
    rate: '60 % (art. 23.2 en su redacción a 31-12-2021)',
    citation:
      'Ley 35/2006, del IRPF, disposición transitoria trigésima octava, añadida por la Ley 12/2023 (disposición final segunda.2), con efectos desde el 1-1-2024',
    url: LIRPF,
    validFrom: '2024-01-01',
    applied: true,
  },
  {
    topic: 'rentReduction',
    rule: 'contratos celebrados desde el 26-5-2023',
    rate: '90 %, 70 %, 60 % o 50 % según el caso',
    citation:
      'Ley 12/2023, de 24 de mayo, por el derecho a la vivienda (BOE 25-5-2023, en vigor el 26-5-2023), disposición final segunda.1: nuevo art. 23.2 de la Ley 35/2006, con efectos desde el 1-1-2024',
    url: LEY_12_2023,
    validFrom: '2024-01-01',
    applied: true,
  },
  rdl26Rule(
    'rentReduction',
    'nuevo art. 23.2 (derogado a los dos días)',
    'del 15 % al 100 % según la renta',
  ),
  {
    topic: 'rentReduction',
    rule: 'contratos celebrados desde el 2-12-2026',
    rate: 'del 15 % al 100 % según la renta frente a la del contrato anterior o al índice de referencia; 80 % en la prórroga tácita',
    citation: `${DECREES.rdl29_2026.name}: nuevo art. 23.2 y disposición transitoria trigésima octava de la Ley 35/2006 (la Ley 12/2023 sigue para los contratos del 26-5-2023 al 1-12-2026)`,
    url: DECREES.rdl29_2026.url,
    validFrom: '2026-12-02',
    decree: 'rdl29_2026',
    applied: true,
  },
  rdl26Rule(
    'plusvaliaCoefficients',
    'coeficientes nuevos del art. 107.4 (derogados)',
    'tabla desde el 1-12-2026',
  ),
  {
    topic: 'plusvaliaCoefficients',
    rule: 'coeficientes nuevos del art. 107.4',
    rate: 'tabla nueva; no la tenemos, así que seguimos aplicando la de 2024',
    citation: DECREES.rdl29_2026.name,
    url: DECREES.rdl29_2026.url,
    validFrom: DECREES.rdl29_2026.inForceFrom,
    decree: 'rdl29_2026',
    applied: false,
  },
  rdl26Rule('rentUpdateCap', 'actualización anual de la renta (derogado)', 'máximo 2 %'),
  {
    topic: 'rentUpdateCap',
    rule: 'actualización anual de la renta hasta el 31-12-2027',
    rate: 'máximo 2 % sin nuevo pacto (la calculadora no limita la subida que indicas)',
    citation: `${DECREES.rdl29_2026.name}, disposición final sexta`,
    url: DECREES.rdl29_2026.url,
    validFrom: DECREES.rdl29_2026.inForceFrom,
    validTo: '2027-12-31',
    decree: 'rdl29_2026',
    applied: false,
  },
];

/** A rule set's status: a law's is in force; a decree's, the decree's. */
export function ruleSetStatus(set: RuleSet, statuses?: RuleStatuses): RuleStatus {
  return set.decree ? decreeStatus(set.decree, statuses) : 'inForce';
}

/** What is unread, for a rule set resting on a decree ("pendiente de confirmar"). */
export function ruleSetPending(set: RuleSet): string | undefined {
  return set.decree ? DECREES[set.decree].pending : set.pending;
}
