// Indirect tax on a new home bought from the developer: IVA, IGIC in Canarias, IPSI in Ceuta and Melilla.
import { byCommunity, type CommunityCode } from './communities';
import { datedFlat as flat } from './progressive-scale';
import { STATE_SOURCES as S } from './state-sources';
import {
  currentTaxRates,
  reducedRate as r,
  type CommunityTaxHistory,
  type CommunityTaxRates,
} from './reduced-rate';
import { IN_FORCE_2025 } from './sourced';

// Figures: shared/reference/purchase-costs-es.md, section 3. The base is the price, not the
// Catastro reference value, which only sets the minimum base of ITP and AJD.

export type IndirectTaxName = 'IVA' | 'IGIC' | 'IPSI';

export interface NewHomeTaxRates extends CommunityTaxRates {
  name: IndirectTaxName;
}

export interface NewHomeTaxHistory extends CommunityTaxHistory {
  name: IndirectTaxName;
}

const VPO =
  'La vivienda de protección oficial de régimen especial tributa al 4 % de IVA; la calculadora aplica el 10 % general. Hasta dos plazas de garaje vendidas con la vivienda también tributan al 10 %.';
const NO_OTHER_HOME = 'no tener otra vivienda en propiedad';

// Ley 4/2012 art. 58 as worded by Ley 19/2019 (DLeg 1/2025 art. 38 from 21-10-2025), until 2025.
const CANARIAS_2025 = { validTo: '2025-12-31', confidence: 'law' } as const;
// DLeg 1/2025 art. 38 as worded by Ley 9/2025, DF 9ª, with effect from 1-1-2026.
const CANARIAS_2026 = { validFrom: '2026-01-01', confidence: 'law' } as const;

const CANARIAS: NewHomeTaxHistory = {
  name: 'IGIC',
  general: [flat(7, IN_FORCE_2025, S.igic, { confidence: 'law' })],
  reduced: [
    r(5, 'vivienda habitual con base de hasta 150.000 €', S.igicHousing, {
      maxValue: 150_000,
      assumptions: [NO_OTHER_HOME],
      ...CANARIAS_2025,
    }),
    r(5, 'vivienda habitual con base de hasta 200.000 €', S.igicHousing2026, {
      maxValue: 200_000,
      assumptions: [NO_OTHER_HOME],
      ...CANARIAS_2026,
    }),
    r(3, 'vivienda habitual de hasta 200.000 €, comprador de hasta 40 años', S.igicHousing2026, {
      group: 'young',
      maxAge: 40,
      maxValue: 200_000,
      assumptions: [NO_OTHER_HOME],
      ...CANARIAS_2026,
    }),
    // Art. 38.Dos.3: 300,000 € for a large family of general category (400,000 € special).
    r(3, 'vivienda habitual de hasta 300.000 €, familia numerosa', S.igicHousing2026, {
      group: 'large-family',
      maxValue: 300_000,
      assumptions: [
        NO_OTHER_HOME,
        'familia numerosa de categoría general (especial: hasta 400.000 €)',
      ],
      ...CANARIAS_2026,
    }),
    r(3, 'vivienda habitual de hasta 150.000 €, comprador de hasta 35 años', S.igicHousing, {
      group: 'young',
      maxAge: 35,
      maxValue: 150_000,
      assumptions: [NO_OTHER_HOME],
      ...CANARIAS_2025,
    }),
    // Ley 4/2012 art. 58.Dos.3: 225,000 € for a large family of general category (300,000 € special).
    r(3, 'vivienda habitual de hasta 225.000 €, familia numerosa', S.igicHousing, {
      group: 'large-family',
      maxValue: 225_000,
      assumptions: [
        NO_OTHER_HOME,
        'familia numerosa de categoría general (especial: hasta 300.000 €)',
      ],
      ...CANARIAS_2025,
    }),
  ],
  notes: [
    'En Canarias no hay IVA: la vivienda nueva paga IGIC. El IGIC del 0 % de la vivienda protegida (Ley 4/2012, art. 58) no se aplica: la calculadora no pregunta si lo es.',
    {
      text: 'Desde 2026 el IGIC del 3 % alcanza también, hasta 200.000 €, a compradores con renta familiar de hasta 46.455 € (61.770 € en declaración conjunta), con discapacidad de al menos el 65 %, víctimas de violencia de género y familias monoparentales; la calculadora solo pregunta la edad y si sois familia numerosa.',
      validFrom: '2026-01-01',
    },
  ],
};

const CEUTA: NewHomeTaxHistory = {
  name: 'IPSI',
  general: [
    flat(
      4,
      IN_FORCE_2025,
      S.ipsi,
      'el 4 % de las entregas de viviendas sale de una copia de terceros de la Ordenanza del IPSI de Ceuta',
    ),
  ],
  reduced: [],
  notes: [
    'En Ceuta no hay IVA: la primera entrega de vivienda paga IPSI. El 0,5 % de la VPO no se aplica.',
  ],
};

const MELILLA: NewHomeTaxHistory = {
  name: 'IPSI',
  general: [flat(4, IN_FORCE_2025, S.ipsi, 'el 4 % sale de una página de la ciudad sin fecha')],
  reduced: [],
  notes: [
    'En Melilla no hay IVA: la entrega de inmuebles paga IPSI. El 0,5 % de la VPO no se aplica.',
  ],
};

/** Tax on the first delivery of a new home with its history (IVA 10 % on the peninsula and Baleares). */
export const NEW_HOME_TAX_HISTORY: Readonly<Record<CommunityCode, NewHomeTaxHistory>> = byCommunity(
  (code) => {
    if (code === 'canarias') return CANARIAS;
    if (code === 'ceuta') return CEUTA;
    if (code === 'melilla') return MELILLA;
    return {
      name: 'IVA',
      general: [flat(10, IN_FORCE_2025, S.iva, { confidence: 'law' })],
      reduced: [],
      notes: [VPO],
    };
  },
);

/** New-home tax in force now (the newest entry of each history). */
export const NEW_HOME_TAX_RATES: Readonly<Record<CommunityCode, NewHomeTaxRates>> = byCommunity(
  (code) => ({
    name: NEW_HOME_TAX_HISTORY[code].name,
    ...currentTaxRates(NEW_HOME_TAX_HISTORY[code]),
  }),
);
