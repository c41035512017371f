// The purchase-tax table per community (ITP, AJD, IVA/IGIC/IPSI) and the date the whole table is current to.
import { AJD_RATES } from './ajd-rates';
import { COMMUNITY_CODES, byCommunity, type CommunityCode } from './communities';
import {
  APPRAISAL_FEE_ESTIMATE,
  MANAGEMENT_FEE_ESTIMATE,
  NOTARY_EXTRAS_ESTIMATE,
  NOTARY_SCALE,
  REGISTRY_EXTRAS_ESTIMATE,
  REGISTRY_SCALE,
  SCALE_FEE_CUT,
} from './deed-fees';
import { ITP_RATES } from './itp-rates';
import { NEW_HOME_TAX_RATES, type NewHomeTaxRates } from './new-home-tax-rates';
import type { CommunityTaxRates } from './reduced-rate';
import { latestValidFrom, type IsoDate, type Provenance } from './sourced';

export interface CommunityPurchaseRates {
  /** Second-hand home: ITP on the higher of price and Catastro reference value. */
  itp: CommunityTaxRates;
  /** New home: AJD on the purchase deed, on the same base as ITP. */
  ajd: CommunityTaxRates;
  /** New home: IVA (IGIC, IPSI) on the price. */
  newHomeTax: NewHomeTaxRates;
}

/** Every purchase tax of every community. */
export const PURCHASE_RATES: Readonly<Record<CommunityCode, CommunityPurchaseRates>> = byCommunity(
  (code) => ({ itp: ITP_RATES[code], ajd: AJD_RATES[code], newHomeTax: NEW_HOME_TAX_RATES[code] }),
);

/** Every dated figure behind the purchase-costs calculator, for audits and the "as of" date. */
export function purchaseProvenance(): Provenance[] {
  const items: Provenance[] = [
    NOTARY_SCALE,
    REGISTRY_SCALE,
    SCALE_FEE_CUT,
    NOTARY_EXTRAS_ESTIMATE,
    REGISTRY_EXTRAS_ESTIMATE,
    MANAGEMENT_FEE_ESTIMATE,
    APPRAISAL_FEE_ESTIMATE,
  ];
  for (const code of COMMUNITY_CODES) {
    const { itp, ajd, newHomeTax } = PURCHASE_RATES[code];
    for (const tax of [itp, ajd, newHomeTax]) items.push(tax.general, ...tax.reduced);
  }
  return items;
}

/** Latest start date in the table: the UI shows "tipos vigentes a <fecha>". */
export const RATES_AS_OF: IsoDate = latestValidFrom(purchaseProvenance());
