// The VAT of a tourist let (Ley 37/1992, BOE-A-1992-28740): exempt as a let of a dwelling (art.
// 20.Uno.23º), taxed at 10 % when the owner gives hotel-type services (art. 20.Uno.23º.e' takes it
// out of the exemption; art. 91.Uno.2.2º sets the reduced rate). Our reading: the VAT charged to
// the guests is not the owner's income (it is paid to Hacienda), and the VAT he bears on the
// services he buys for the let (cleaning, the platform's fee, supplies) becomes deductible.
import type { ResolvedInput } from './inputs';

export const TOURIST_VAT_SOURCE = {
  citation:
    'Ley 37/1992, del IVA, arts. 20.Uno.23º (exención del arrendamiento de vivienda, salvo con servicios propios de la industria hotelera) y 91.Uno.2.2º (tipo del 10 %)',
  url: 'https://www.boe.es/buscar/act.php?id=BOE-A-1992-28740',
} as const;

/** Art. 91.Uno.2.2º LIVA: hospitality services. */
export const TOURIST_VAT_PERCENT = 10;
/** Art. 90.Uno LIVA: the general rate the owner bears on cleaning, the platform and supplies. */
export const INPUT_VAT_PERCENT = 21;

/** Only a tourist let with hotel-type services charges VAT. */
export const chargesVat = (input: Pick<ResolvedInput, 'letting' | 'vatHotelServices'>): boolean =>
  input.letting === 'tourist' && input.vatHotelServices === true;

/**
 * What the guests pay over what the owner keeps: the nightly rate is typed as the guest pays it.
 * @example 110 € a night with VAT: 110 ÷ 1,10 = 100 € of income
 */
export const incomeFactor = (input: Pick<ResolvedInput, 'letting' | 'vatHotelServices'>): number =>
  chargesVat(input) ? 1 / (1 + TOURIST_VAT_PERCENT / 100) : 1;

/**
 * The share of a bought service that stays a cost once its VAT is deducted.
 * @example 121 € of cleaning with VAT: 121 ÷ 1,21 = 100 € of cost
 */
export const inputCostFactor = (
  input: Pick<ResolvedInput, 'letting' | 'vatHotelServices'>,
): number => (chargesVat(input) ? 1 / (1 + INPUT_VAT_PERCENT / 100) : 1);

export interface VatYear {
  /** The 10 % the guests paid on the year's income: passed to Hacienda, not income. */
  charged: number;
  /** The 21 % borne on cleaning, the platform's fee and the supplies: deducted. */
  deducted: number;
  /** What the owner pays to Hacienda for the year (modelo 303), charged − deducted. */
  payable: number;
}

/**
 * Year 1's VAT of a tourist let with hotel-type services; null without them.
 * @example 20.805 € paid by guests: 20.805 − 20.805 ÷ 1,10 = 1.891,36 charged
 */
export function vatYear1(
  input: Pick<
    ResolvedInput,
    | 'letting'
    | 'vatHotelServices'
    | 'nightlyRate'
    | 'occupancyPercent'
    | 'averageStayNights'
    | 'cleaningPerStay'
    | 'platformFeePercent'
    | 'utilities'
  >,
): VatYear | null {
  if (!chargesVat(input)) return null;
  const paid = input.nightlyRate * 365 * (input.occupancyPercent / 100);
  const charged = paid - paid * incomeFactor(input);
  const stays = (365 * input.occupancyPercent) / 100 / input.averageStayNights;
  const bought =
    input.cleaningPerStay * stays + (paid * input.platformFeePercent) / 100 + input.utilities;
  const deducted = bought - bought * inputCostFactor(input);
  return { charged, deducted, payable: charged - deducted };
}
