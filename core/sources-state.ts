// The sources page's state-wide sections: deed fees, IRPF of the sale, plusvalía municipal, rent.
import { formatNumber } from './format';
import { lawRule, ruleOf, type SourceRule, type SourceSection } from './source-rules';
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
import {
  RULE_SETS,
  RULE_STATUS_LABEL,
  ruleSetPending,
  ruleSetStatus,
  type RuleSetTopic,
} from './tax/rule-status';
import { eur, pct } from './tax/text';
import {
  IMPUTATION_RATE_OTHER,
  IMPUTATION_RATE_REVISED,
  NON_RESIDENT_GAIN_RATE,
  NON_RESIDENT_RATE,
} from './tools/investment-analysis/regimes';
import { REGIME_SOURCES } from './tools/investment-analysis/regime-sources';
import {
  OLD_CONTRACTS_SOURCE,
  OLD_CONTRACT_REDUCTION,
  RENT_REDUCTIONS,
  RENT_REDUCTION_SOURCE,
} from './tools/investment-analysis/rent-reductions';

/** The rule sets of a topic that rest on a decree, with the decree's status. */
function decreeRules(tax: string, topic: RuleSetTopic): SourceRule[] {
  return RULE_SETS.filter((set) => set.topic === topic && set.decree).map((set) => {
    const pending = ruleSetPending(set);
    return {
      tax,
      rule: set.rule,
      rate: set.rate,
      validFrom: set.validFrom,
      ...(set.validTo ? { validTo: set.validTo } : {}),
      source: set.url,
      citation: set.citation,
      status: RULE_STATUS_LABEL[ruleSetStatus(set)],
      ...(pending ? { pending } : {}),
    };
  });
}

const scaleText = (scale: { fixedFee: number; maxFee?: number }) =>
  `${eur(scale.fixedFee)} fijos y un porcentaje de cada tramo del valor${scale.maxFee ? `, hasta ${eur(scale.maxFee)}` : ''}`;

export function feesSection(): SourceSection {
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

export function saleSection(): SourceSection {
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

export function plusvaliaSection(): SourceSection {
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
      ...decreeRules('Plusvalía municipal', 'plusvaliaCoefficients'),
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

export function rentSection(): SourceSection {
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
          reduction.percent === OLD_CONTRACT_REDUCTION && reduction.legalBasis.startsWith('disp')
            ? OLD_CONTRACTS_SOURCE
            : RENT_REDUCTION_SOURCE,
        ),
      ),
      ...decreeRules('IRPF', 'rentReduction'),
      ...decreeRules('Alquiler', 'rentUpdateCap'),
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
        'límite de la amortización acumulada',
        'el coste de la construcción',
        REGIME_SOURCES.amortisationCap,
      ),
      lawRule(
        'IRPF',
        'amortización al vender',
        'resta del valor de adquisición; como mínimo la amortización mínima',
        REGIME_SOURCES.saleAmortisation,
      ),
      lawRule(
        'Alquiler',
        'registro único de arrendamientos',
        'número de registro para anunciar alquileres turísticos y de temporada',
        REGIME_SOURCES.shortLets,
      ),
      lawRule(
        'Alquiler',
        'alquiler turístico en una comunidad de propietarios',
        'acuerdo de tres quintas partes de propietarios y cuotas',
        REGIME_SOURCES.touristCommunityVote,
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
