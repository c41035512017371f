// "Fuentes y actualizaciones": every rule the calculators apply, with its dates, official source and
// review, built from the tax engine's own tables (no rate is written twice). Build time only.
import { formatNumber } from './format';
import { SOURCES_LABEL, SOURCES_PATH, type RouteMeta } from './routes';
import { COMMUNITY_CODES, COMMUNITY_NAMES } from './tax/communities';
import { describeScale } from './tax/community-tax';
import {
  APPRAISAL_FEE_ESTIMATE,
  MANAGEMENT_FEE_ESTIMATE,
  NOTARY_EXTRAS_ESTIMATE,
  NOTARY_SCALE,
  REGISTRY_EXTRAS_ESTIMATE,
  REGISTRY_SCALE,
  SCALE_FEE_CUT,
} from './tax/deed-fees';
import { IRPF_EXEMPTION_SOURCES, IRPF_SAVINGS_HISTORY } from './tax/irpf-savings-scale';
import {
  PLUSVALIA_COEFFICIENT_HISTORY,
  PLUSVALIA_DEADLINES,
  PLUSVALIA_LAW_SOURCE,
  PLUSVALIA_MAX_LAND_REDUCTION,
  PLUSVALIA_MAX_RATE,
  PLUSVALIA_METHODS_SINCE,
  PLUSVALIA_METHODS_SOURCE,
} from './tax/plusvalia-coefficients';
import { PURCHASE_HISTORY } from './tax/purchase-rates';
import type { CommunityTaxHistory } from './tax/reduced-rate';
import { pendingReason, type IsoDate, type OfficialSource, type Provenance } from './tax/sourced';
import { PENDING, eur, pct } from './tax/text';
import {
  IMPUTATION_RATE_OTHER,
  IMPUTATION_RATE_REVISED,
  NON_RESIDENT_GAIN_RATE,
  NON_RESIDENT_RATE,
} from './tools/investment-analysis/regimes';
import { REGIME_SOURCES } from './tools/investment-analysis/regime-sources';
import {
  RENT_REDUCTIONS,
  RENT_REDUCTION_SOURCE,
} from './tools/investment-analysis/rent-reductions';

/** One rule as the page lists it. */
export interface SourceRule {
  /** The tax or concept: 'ITP', 'AJD', 'IVA', 'IRPF', 'Plusvalía municipal', 'Notaría'… */
  tax: string;
  /** What the rule is: 'tipo general' or the reduced rate's condition, in Spanish. */
  rule: string;
  /** The rate or amount in words, from the table ('7 %', a scale, a coefficient table). */
  rate: string;
  /** First day it applies; absent for a legal rule the tables do not date. */
  validFrom?: IsoDate;
  /** Last day it applied, when a later law replaced it. */
  validTo?: IsoDate;
  /** The figure's start date only means "in force then" (IN_FORCE_2025), not "started then". */
  knownInForce?: boolean;
  /** Address of the official text. */
  source: string;
  /** The law, article and date, in Spanish. */
  citation: string;
  lastChecked?: IsoDate;
  /** Why it is "pendiente de confirmar" (what is missing), when it is. */
  pending?: string;
}

export interface SourceSection {
  /** Anchor of the section (a community code or a state-wide topic). */
  id: string;
  title: string;
  /** 'community': one of the 19; 'state': rules for the whole country. */
  scope: 'community' | 'state';
  rules: SourceRule[];
  /** The tables' "Pendiente de confirmar" notes: rules left out, or applied with a caveat. */
  pendingNotes: string[];
}

export interface SourcesPageData {
  route: RouteMeta;
  sections: SourceSection[];
  ruleCount: number;
  pendingCount: number;
  /** Newest review day among the rules. */
  lastChecked?: IsoDate;
}

export const SOURCES_ROUTE: RouteMeta = {
  path: SOURCES_PATH,
  kind: 'legal',
  title: 'Fuentes y actualizaciones de los impuestos',
  heading: SOURCES_LABEL,
  description:
    'Todas las reglas fiscales que aplican las calculadoras, por comunidad e impuesto: tipo, fechas de vigencia, norma oficial y día de la última revisión.',
  keywords: ['fuentes impuestos vivienda', 'tipos ITP por comunidad', 'normativa fiscal vivienda'],
};

const KNOWN_IN_FORCE: IsoDate = '2025-01-01';

/** A dated figure of the tables as one rule of the page. */
export function ruleOf(tax: string, rule: string, rate: string, entry: Provenance): SourceRule {
  const pending = pendingReason(entry);
  return {
    tax,
    rule,
    rate,
    validFrom: entry.validFrom,
    ...(entry.validTo ? { validTo: entry.validTo } : {}),
    ...(entry.validFrom === KNOWN_IN_FORCE ? { knownInForce: true } : {}),
    source: entry.source,
    citation: entry.citation ?? entry.source,
    ...(entry.lastChecked ? { lastChecked: entry.lastChecked } : {}),
    ...(pending ? { pending } : {}),
  };
}

/** A legal rule the tables hold only as its official text (no figure, no date). */
function lawRule(tax: string, rule: string, rate: string, official: OfficialSource): SourceRule {
  return {
    tax,
    rule,
    rate,
    source: official.url,
    citation: official.citation,
    ...(official.pending ? { pending: official.pending } : {}),
  };
}

const noteText = (note: string | { text: string }) => (typeof note === 'string' ? note : note.text);

function historyRules(tax: string, history: CommunityTaxHistory): SourceRule[] {
  return [
    ...history.general.map((scale) => ruleOf(tax, 'tipo general', describeScale(scale), scale)),
    ...history.reduced.map((rule) => ruleOf(tax, rule.label, pct(rule.value), rule)),
  ];
}

function communitySection(code: (typeof COMMUNITY_CODES)[number]): SourceSection {
  const { itp, ajd, newHomeTax } = PURCHASE_HISTORY[code];
  const taxes: [string, CommunityTaxHistory][] = [
    ['ITP', itp],
    ['AJD', ajd],
    [newHomeTax.name, newHomeTax],
  ];
  const pendingNotes = taxes.flatMap(([tax, history]) =>
    history.notes
      .map(noteText)
      .filter((text) => text.startsWith(PENDING))
      .map((text) => `${tax}: ${text}`),
  );
  return {
    id: code,
    title: COMMUNITY_NAMES[code],
    scope: 'community',
    rules: taxes.flatMap(([tax, history]) => historyRules(tax, history)),
    pendingNotes: [...new Set(pendingNotes)],
  };
}

const scaleText = (scale: { fixedFee: number; maxFee?: number }) =>
  `${eur(scale.fixedFee)} fijos y un porcentaje de cada tramo del valor${scale.maxFee ? `, hasta ${eur(scale.maxFee)}` : ''}`;

function feesSection(): SourceSection {
  return {
    id: 'notaria-registro',
    title: 'Notaría, registro, gestoría y tasación',
    scope: 'state',
    rules: [
      ruleOf('Notaría', 'arancel de la escritura', scaleText(NOTARY_SCALE), NOTARY_SCALE),
      ruleOf('Registro', 'arancel de la inscripción', scaleText(REGISTRY_SCALE), REGISTRY_SCALE),
      ruleOf(
        'Notaría y registro',
        'rebaja de los aranceles',
        pct(SCALE_FEE_CUT.value),
        SCALE_FEE_CUT,
      ),
      ruleOf(
        'Notaría',
        'folios, copias e IVA (estimación)',
        eur(NOTARY_EXTRAS_ESTIMATE.value),
        NOTARY_EXTRAS_ESTIMATE,
      ),
      ruleOf(
        'Registro',
        'notas e IVA (estimación)',
        eur(REGISTRY_EXTRAS_ESTIMATE.value),
        REGISTRY_EXTRAS_ESTIMATE,
      ),
      ruleOf('Gestoría', 'estimación', eur(MANAGEMENT_FEE_ESTIMATE.value), MANAGEMENT_FEE_ESTIMATE),
      ruleOf(
        'Tasación',
        'estimación, con hipoteca',
        eur(APPRAISAL_FEE_ESTIMATE.value),
        APPRAISAL_FEE_ESTIMATE,
      ),
    ],
    pendingNotes: [],
  };
}

function saleSection(): SourceSection {
  return {
    id: 'irpf-venta',
    title: 'IRPF de la venta (escala del ahorro)',
    scope: 'state',
    rules: [
      ...IRPF_SAVINGS_HISTORY.map((scale) =>
        ruleOf('IRPF', 'escala del ahorro sobre la ganancia', describeScale(scale), scale),
      ),
      lawRule(
        'IRPF',
        'exención por reinversión en vivienda habitual',
        'ganancia reinvertida exenta',
        IRPF_EXEMPTION_SOURCES.reinvestment,
      ),
      lawRule(
        'IRPF',
        'exención de mayores de 65 años',
        'venta de la vivienda habitual exenta',
        IRPF_EXEMPTION_SOURCES.over65,
      ),
    ],
    pendingNotes: [],
  };
}

const coefficient = (value: number) => formatNumber(value, { upTo: 2 });
const coefficientText = (coefficients: readonly number[]) =>
  `coeficientes máximos por años de tenencia, de ${coefficient(Math.min(...coefficients))} a ${coefficient(Math.max(...coefficients))} (20 años o más: ${coefficient(coefficients.at(-1) ?? 0)})`;

function plusvaliaSection(): SourceSection {
  return {
    id: 'plusvalia-municipal',
    title: 'Plusvalía municipal',
    scope: 'state',
    rules: [
      ...PLUSVALIA_COEFFICIENT_HISTORY.map((table) =>
        ruleOf(
          'Plusvalía municipal',
          'método objetivo',
          coefficientText(table.coefficients),
          table,
        ),
      ),
      ruleOf(
        'Plusvalía municipal',
        'tipo máximo del ayuntamiento',
        pct(PLUSVALIA_MAX_RATE.value),
        PLUSVALIA_MAX_RATE,
      ),
      ruleOf(
        'Plusvalía municipal',
        'reducción máxima del valor del suelo',
        pct(PLUSVALIA_MAX_LAND_REDUCTION.value),
        PLUSVALIA_MAX_LAND_REDUCTION,
      ),
      {
        ...lawRule(
          'Plusvalía municipal',
          'dos métodos',
          'se paga el menor: objetivo o plusvalía real',
          PLUSVALIA_METHODS_SOURCE,
        ),
        validFrom: PLUSVALIA_METHODS_SINCE,
      },
      lawRule(
        'Plusvalía municipal',
        'ley del impuesto',
        'arts. 104 a 110 del TRLRHL',
        PLUSVALIA_LAW_SOURCE,
      ),
      ...PLUSVALIA_DEADLINES.sources.map((official, index) =>
        lawRule(
          'Plusvalía municipal',
          index === 0 ? 'plazos de declaración' : 'plazo para reclamar',
          index === 0
            ? `${PLUSVALIA_DEADLINES.interVivosWorkingDays} días hábiles; ${PLUSVALIA_DEADLINES.inheritanceMonths} meses en herencias`
            : `${PLUSVALIA_DEADLINES.refundClaimYears} años`,
          official,
        ),
      ),
    ],
    pendingNotes: [],
  };
}

function rentSection(): SourceSection {
  return {
    id: 'alquiler',
    title: 'Alquiler: IRPF e IRNR',
    scope: 'state',
    rules: [
      ...RENT_REDUCTIONS.filter((reduction) => reduction.percent > 0).map((reduction) =>
        ruleOf(
          'IRPF',
          `reducción del rendimiento neto (${reduction.legalBasis})`,
          reduction.label,
          // The doubt is the cut-off date of the old 60 %: it belongs to that rule only.
          reduction.legalBasis.startsWith('Ley 12/2023')
            ? RENT_REDUCTION_SOURCE
            : { ...RENT_REDUCTION_SOURCE, unconfirmed: undefined },
        ),
      ),
      lawRule('IRPF', 'sin reducción', 'alquiler turístico y de temporada', REGIME_SOURCES.tourist),
      lawRule(
        'IRPF',
        'gastos deducibles',
        'intereses y reparaciones hasta los ingresos; el exceso, en los 4 años siguientes',
        REGIME_SOURCES.financing,
      ),
      lawRule(
        'IRPF',
        'amortización',
        '3 % del mayor de coste y valor catastral, sin el suelo',
        REGIME_SOURCES.amortisation,
      ),
      lawRule(
        'IRPF',
        'imputación de rentas',
        `${pct(IMPUTATION_RATE_OTHER)} del valor catastral (${pct(IMPUTATION_RATE_REVISED)} si se revisó)`,
        REGIME_SOURCES.imputation,
      ),
      lawRule(
        'IRPF',
        'meses vacíos',
        'gastos solo por el tiempo alquilado; el tiempo vacío imputa renta',
        REGIME_SOURCES.emptyMonths,
      ),
      lawRule(
        'IRNR',
        'no residentes',
        `${pct(NON_RESIDENT_RATE.eu)} UE y EEE, ${pct(NON_RESIDENT_RATE.nonEu)} resto; ganancias ${pct(NON_RESIDENT_GAIN_RATE)}`,
        REGIME_SOURCES.nonResident,
      ),
      lawRule(
        'IRNR',
        'gastos de no residentes fuera de la UE',
        'sin gastos deducibles (criterio de Hacienda)',
        REGIME_SOURCES.nonEuExpenses,
      ),
    ],
    pendingNotes: [],
  };
}

/**
 * Every section of the page: the 19 communities in spec order, then the rules of the whole
 * country (fees, IRPF of the sale, plusvalía municipal, the rent's income tax).
 * @example sourcesPageData().sections[0]?.title // 'Andalucía'
 */
export function sourcesPageData(): SourcesPageData {
  const sections = [
    ...COMMUNITY_CODES.map(communitySection),
    feesSection(),
    saleSection(),
    plusvaliaSection(),
    rentSection(),
  ];
  const rules = sections.flatMap((section) => section.rules);
  const checked = rules.map((rule) => rule.lastChecked).filter((day): day is IsoDate => !!day);
  return {
    route: SOURCES_ROUTE,
    sections,
    ruleCount: rules.length,
    pendingCount: rules.filter((rule) => rule.pending).length,
    ...(checked.length > 0 ? { lastChecked: checked.sort().at(-1) } : {}),
  };
}
