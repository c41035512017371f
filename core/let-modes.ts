// What a seasonal or tourist let costs that a home let does not (furniture, utilities) and the
// tourist-licence status by municipality: editorial figures kept in Sanity (letModeFigures), each
// dated and sourced; these seed values serve the build's fallback and pages without content.
import type { CommunityCode } from './tax/communities';
import { isCommunityCode } from './tax/communities';
import type { Letting } from './tools/investment-analysis/regimes';

export interface LetModeCosts {
  /** Euros, once: what furnishing the flat for this let costs. */
  furniture: number;
  /** Euros a year the owner pays for the supplies. */
  utilities: number;
  /** In Spanish: what the supplies figure covers ("luz, agua e internet…"). */
  utilitiesCover: string;
  /** In Spanish: what the furniture figure covers. */
  furnitureCover: string;
  /** In Spanish: where the figure comes from, or "Estimación editorial". */
  source: string;
  url?: string;
  /** 'YYYY-MM-DD': the day the figure was checked. */
  checked: string;
}

export type LicenceStatus = 'suspended' | 'restricted' | 'open' | 'unknown';

export interface TourismLicence {
  community: CommunityCode;
  municipality: string;
  status: LicenceStatus;
  /** In Spanish, one sentence. */
  summary: string;
  source: string;
  url: string;
  checked: string;
}

export interface LetModeFigures {
  seasonal: LetModeCosts;
  tourist: LetModeCosts;
  licences: TourismLicence[];
}

export const LICENCE_STATUS_WORDS: Readonly<Record<LicenceStatus, string>> = {
  suspended: 'Nuevas licencias suspendidas',
  restricted: 'Licencias restringidas',
  open: 'Se conceden licencias',
  unknown: 'Sin datos',
};

const EDITORIAL = 'Estimación editorial';

/**
 * Seed values: an editorial estimate, dated, for a two-bedroom flat. Tourist: electricity about
 * 80 €/month with the heating and air conditioning guests use, water about 25 €, fibre and a
 * router about 35 € = 140 €/month, 1.680 €/year (within the 1.500-2.000 € the issue measured).
 */
export const LET_MODE_FIGURES_DEFAULT: LetModeFigures = {
  seasonal: {
    furniture: 6_000,
    utilities: 1_200,
    utilitiesCover:
      'luz, agua e internet a nombre del propietario, que los contratos de temporada suelen incluir en la renta',
    furnitureCover: 'muebles y electrodomésticos básicos para entrar a vivir',
    source: EDITORIAL,
    checked: '2026-12-07',
  },
  tourist: {
    furniture: 9_000,
    utilities: 1_680,
    utilitiesCover:
      'luz (unos 80 €/mes con la climatización que usan los huéspedes), agua (unos 25 €/mes) e internet (unos 35 €/mes)',
    furnitureCover: 'muebles, electrodomésticos, menaje y ropa de cama para alquilar por noches',
    source: EDITORIAL,
    checked: '2026-12-07',
  },
  licences: [
    {
      community: 'andalucia',
      municipality: 'Málaga',
      status: 'suspended',
      summary:
        'Nuevas viviendas turísticas suspendidas en todo el término municipal desde el 23-8-2025, hasta tres años o hasta que se apruebe la modificación del PGOU (art. 6.2 del Decreto-ley andaluz 1/2025); antes ya se habían vetado en 43 barrios.',
      source:
        'Acuerdo de la Junta de Gobierno Local publicado en el BOP de Málaga (agosto de 2025)',
      url: 'https://www.101tv.es/a-partir-sabado-no-habra-ni-un-solo-piso-turistico-mas-malaga',
      checked: '2026-12-07',
    },
    {
      community: 'madrid',
      municipality: 'Madrid',
      status: 'restricted',
      summary:
        'Plan Reside: en el centro histórico no se admiten nuevas viviendas turísticas en edificios de viviendas; fuera de él, licencia municipal y acceso independiente.',
      source: 'Ayuntamiento de Madrid, modificación del Plan General (Plan Reside)',
      url: 'http://divesnews.com/es/madrid-restringe-viviendas-turísticas-en-zonas-residenciales-históricas',
      checked: '2026-12-07',
    },
    {
      community: 'cataluna',
      municipality: 'Barcelona y otros 261 municipios catalanes',
      status: 'restricted',
      summary:
        'Licencia urbanística previa de cinco años (Decreto-ley 3/2023, de 7 de noviembre); las viviendas turísticas ya habilitadas deben obtenerla antes de noviembre de 2028 o cesar.',
      source: 'Decreto-ley 3/2023 de la Generalitat de Catalunya (DOGC de 8-11-2023)',
      url: 'https://portaldogc.gencat.cat/utilsEADOP/PDF/9036/1998513.pdf',
      checked: '2026-12-07',
    },
  ],
};

/** The defaults a let mode changes: no rent-default insurance on nightly or seasonal income. */
export interface LetDefaults {
  defaultInsurancePercent: number;
  furniture: number;
  utilities: number;
}

/** A home let keeps the rows' defaults (4 % insurance, no furniture, supplies paid by the tenant). */
export const HOME_LET_DEFAULTS: LetDefaults = {
  defaultInsurancePercent: 4,
  furniture: 0,
  utilities: 0,
};

/**
 * @example letDefaults('tourist', LET_MODE_FIGURES_DEFAULT) // { defaultInsurancePercent: 0, furniture: 9000, utilities: 1680 }
 */
export function letDefaults(letting: Letting, figures: LetModeFigures): LetDefaults {
  if (letting === 'longTerm') return HOME_LET_DEFAULTS;
  const costs = figures[letting];
  return { defaultInsurancePercent: 0, furniture: costs.furniture, utilities: costs.utilities };
}

/** The community's municipalities in the table; none known means "sin datos" for all of them. */
export function licencesIn(community: CommunityCode, figures: LetModeFigures): TourismLicence[] {
  return figures.licences.filter((licence) => licence.community === community);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0;

function costsOf(value: unknown, fallback: LetModeCosts): LetModeCosts {
  const costs = value as Partial<LetModeCosts> | null | undefined;
  if (
    !isAmount(costs?.furniture) ||
    !isAmount(costs.utilities) ||
    !isText(costs.utilitiesCover) ||
    !isText(costs.furnitureCover) ||
    !isText(costs.source) ||
    !isText(costs.checked) ||
    !DATE.test(costs.checked)
  )
    return fallback;
  return {
    furniture: costs.furniture,
    utilities: costs.utilities,
    utilitiesCover: costs.utilitiesCover,
    furnitureCover: costs.furnitureCover,
    source: costs.source,
    ...(isText(costs.url) ? { url: costs.url } : {}),
    checked: costs.checked,
  };
}

const STATUSES: readonly LicenceStatus[] = ['suspended', 'restricted', 'open', 'unknown'];

function licenceOf(value: unknown): TourismLicence | null {
  const row = value as Partial<TourismLicence> | null | undefined;
  if (
    !isText(row?.community) ||
    !isCommunityCode(row.community) ||
    !isText(row.municipality) ||
    !STATUSES.includes(row.status as LicenceStatus) ||
    !isText(row.summary) ||
    !isText(row.source) ||
    !isText(row.url) ||
    !isText(row.checked) ||
    !DATE.test(row.checked)
  )
    return null;
  const { community, municipality, status, summary, source, url, checked } = row as TourismLicence;
  return { community, municipality, status, summary, source, url, checked };
}

/** The editors' figures, each part falling back to the seed when missing or malformed. */
export function letModeFiguresOf(value: unknown): LetModeFigures {
  const figures = value as Partial<Record<keyof LetModeFigures, unknown>> | null | undefined;
  const licences = Array.isArray(figures?.licences)
    ? figures.licences.map(licenceOf).filter((row): row is TourismLicence => row !== null)
    : LET_MODE_FIGURES_DEFAULT.licences;
  return {
    seasonal: costsOf(figures?.seasonal, LET_MODE_FIGURES_DEFAULT.seasonal),
    tourist: costsOf(figures?.tourist, LET_MODE_FIGURES_DEFAULT.tourist),
    licences,
  };
}
