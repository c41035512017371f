// The purchase-tax tables per community (ITP, AJD, IVA/IGIC/IPSI) with history, and a deed date's rates.
import { AJD_HISTORY, AJD_RATES } from './ajd-rates';
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
import { ITP_HISTORY, ITP_RATES } from './itp-rates';
import {
  NEW_HOME_TAX_HISTORY,
  NEW_HOME_TAX_RATES,
  type NewHomeTaxHistory,
  type NewHomeTaxRates,
} from './new-home-tax-rates';
import { taxRatesOn, type CommunityTaxHistory, type CommunityTaxRates } from './reduced-rate';
import { latestValidFrom, type IsoDate, type Provenance } from './sourced';

export interface CommunityPurchaseRates {
  /** Second-hand: on the higher of price and Catastro reference value. */
  itp: CommunityTaxRates;
  /** New home: on the purchase deed, same base as ITP. */
  ajd: CommunityTaxRates;
  /** New home: on the price. */
  newHomeTax: NewHomeTaxRates;
}

export interface CommunityPurchaseHistory {
  itp: CommunityTaxHistory;
  ajd: CommunityTaxHistory;
  newHomeTax: NewHomeTaxHistory;
}

export const PURCHASE_HISTORY: Readonly<Record<CommunityCode, CommunityPurchaseHistory>> =
  byCommunity((code) => ({
    itp: ITP_HISTORY[code],
    ajd: AJD_HISTORY[code],
    newHomeTax: NEW_HOME_TAX_HISTORY[code],
  }));

/** As in force now (newest entries). */
export const PURCHASE_RATES: Readonly<Record<CommunityCode, CommunityPurchaseRates>> = byCommunity(
  (code) => ({ itp: ITP_RATES[code], ajd: AJD_RATES[code], newHomeTax: NEW_HOME_TAX_RATES[code] }),
);

/** The latest first entry among the histories: earlier deed dates are refused, not guessed. */
export const RATES_HISTORY_FROM: IsoDate = latestValidFrom(
  COMMUNITY_CODES.flatMap((code) => {
    const { itp, ajd, newHomeTax } = PURCHASE_HISTORY[code];
    return [itp, ajd, newHomeTax].map((tax) => ({
      validFrom: tax.general.reduce<IsoDate>(
        (oldest, entry) => (entry.validFrom < oldest ? entry.validFrom : oldest),
        '9999-12-31',
      ),
      source: '',
    }));
  }),
);

/** Undefined before the history. */
export function purchaseRatesOn(
  code: CommunityCode,
  date: IsoDate,
): CommunityPurchaseRates | undefined {
  const history = PURCHASE_HISTORY[code];
  const itp = taxRatesOn(history.itp, date);
  const ajd = taxRatesOn(history.ajd, date);
  const newHome = taxRatesOn(history.newHomeTax, date);
  if (!itp || !ajd || !newHome) return undefined;
  return { itp, ajd, newHomeTax: { name: history.newHomeTax.name, ...newHome } };
}

/** Superseded ones included (audits, docs/rates.md). */
export function purchaseRateEntries(): { code: CommunityCode; tax: string; entry: Provenance }[] {
  const rows: { code: CommunityCode; tax: string; entry: Provenance }[] = [];
  for (const code of COMMUNITY_CODES) {
    const { itp, ajd, newHomeTax } = PURCHASE_HISTORY[code];
    const taxes: [string, CommunityTaxHistory][] = [
      ['ITP', itp],
      ['AJD', ajd],
      [newHomeTax.name, newHomeTax],
    ];
    for (const [tax, history] of taxes) {
      for (const entry of [...history.general, ...history.reduced]) rows.push({ code, tax, entry });
    }
  }
  return rows;
}

export function purchaseProvenance(): Provenance[] {
  return [
    NOTARY_SCALE,
    REGISTRY_SCALE,
    SCALE_FEE_CUT,
    NOTARY_EXTRAS_ESTIMATE,
    REGISTRY_EXTRAS_ESTIMATE,
    MANAGEMENT_FEE_ESTIMATE,
    APPRAISAL_FEE_ESTIMATE,
    ...purchaseRateEntries().map((row) => row.entry),
  ];
}

/** The guide's table shows it. */
export const RATES_AS_OF: IsoDate = latestValidFrom(
  COMMUNITY_CODES.flatMap((code) => {
    const { itp, ajd, newHomeTax } = PURCHASE_RATES[code];
    return [itp, ajd, newHomeTax].flatMap((tax) => [tax.general, ...tax.reduced]);
  }),
);

/** "Tipos vigentes a" shows it next to the deed date. */
export function newestRuleOn(code: CommunityCode, date: IsoDate): IsoDate | undefined {
  const rates = purchaseRatesOn(code, date);
  return rates && newestRuleOf(rates);
}

/** Of rates in force (what `purchaseRatesOn` gives). */
export function newestRuleOf({
  itp,
  ajd,
  newHomeTax,
}: CommunityPurchaseRates): IsoDate | undefined {
  return latestValidFrom([itp, ajd, newHomeTax].flatMap((tax) => [tax.general, ...tax.reduced]));
}
