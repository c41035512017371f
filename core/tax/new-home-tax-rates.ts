// Indirect tax on a new home bought from the developer: IVA, IGIC in Canarias, IPSI in Ceuta and Melilla.
import { byCommunity, type CommunityCode } from './communities';
import { datedFlat as flat } from './progressive-scale';
import { SOURCES as S } from './purchase-sources';
import { reducedRate as r, type CommunityTaxRates } from './reduced-rate';
import { IN_FORCE_2025 } from './sourced';

// Figures: shared/reference/purchase-costs-es.md, section 3. The base is the price, not the
// Catastro reference value, which only sets the minimum base of ITP and AJD.

export type IndirectTaxName = 'IVA' | 'IGIC' | 'IPSI';

export interface NewHomeTaxRates extends CommunityTaxRates {
  name: IndirectTaxName;
}

const VPO =
  'La vivienda de protección oficial de régimen especial tributa al 4 % de IVA; la calculadora aplica el 10 % general. Hasta dos plazas de garaje vendidas con la vivienda también tributan al 10 %.';
const NO_OTHER_HOME = 'no tener otra vivienda en propiedad';

const CANARIAS: NewHomeTaxRates = {
  name: 'IGIC',
  general: flat(7, IN_FORCE_2025, S.canariasIgic),
  reduced: [
    r(5, 'vivienda habitual con base de hasta 150.000 €', S.canariasIgicReduced, {
      maxValue: 150_000,
      assumptions: [NO_OTHER_HOME],
    }),
    r(
      3,
      'vivienda habitual de hasta 150.000 €, comprador de hasta 35 años o familia numerosa',
      S.canariasIgicReduced,
      {
        group: 'young-or-large-family',
        maxAge: 35,
        maxValue: 150_000,
        assumptions: [NO_OTHER_HOME],
      },
    ),
  ],
  notes: [
    'En Canarias no hay IVA: la vivienda nueva paga IGIC. El IGIC del 0 % para vivienda protegida no está confirmado y no se aplica.',
    'El proyecto de presupuestos de 2026 (edad 40 años, tope 200.000 €) no se aplica hasta su aprobación.',
  ],
};

const CEUTA: NewHomeTaxRates = {
  name: 'IPSI',
  general: flat(4, IN_FORCE_2025, S.ceutaIpsi, 'el 4 % de Ceuta se apoya en un artículo de 2010'),
  reduced: [],
  notes: [
    'En Ceuta no hay IVA: la primera entrega de vivienda paga IPSI. El 0,5 % de la VPO no se aplica.',
  ],
};

const MELILLA: NewHomeTaxRates = {
  name: 'IPSI',
  general: flat(4, IN_FORCE_2025, S.melillaIpsi),
  reduced: [],
  notes: [
    'En Melilla no hay IVA: la entrega de inmuebles paga IPSI. El 0,5 % de la VPO no se aplica.',
  ],
};

/** Tax on the first delivery of a new home, per community (IVA 10 % on the peninsula and Baleares). */
export const NEW_HOME_TAX_RATES: Readonly<Record<CommunityCode, NewHomeTaxRates>> = byCommunity(
  (code) => {
    if (code === 'canarias') return CANARIAS;
    if (code === 'ceuta') return CEUTA;
    if (code === 'melilla') return MELILLA;
    return { name: 'IVA', general: flat(10, IN_FORCE_2025, S.sabadell), reduced: [], notes: [VPO] };
  },
);
