// The figures of one community's purchase-cost page, computed at build time by the dated engine.
import {
  communityInText,
  communityPageRoute,
  purchaseCalculatorUrl,
} from '../../core/community-pages';
import type {
  Cited,
  CommunityPageData,
  ExampleRow,
  TaxView,
} from '../../core/community-page-types';
import { COMMUNITY_NAMES, type CommunityCode } from '../../core/tax/communities';
import { describeScale } from '../../core/tax/community-tax';
import {
  calculatePurchaseCosts,
  type PurchaseCostsInput,
  type PurchaseCostsResult,
} from '../../core/tax/purchase-costs';
import { PURCHASE_HISTORY, purchaseRatesOn } from '../../core/tax/purchase-rates';
import {
  reducedRateText,
  type CommunityTaxHistory,
  type CommunityTaxRates,
  type ReducedRate,
} from '../../core/tax/reduced-rate';
import { confidenceOf, pendingReason, type IsoDate, type Provenance } from '../../core/tax/sourced';
import { eur, pct } from '../../core/tax/text';
import { communityFaq } from './community-faq';
import { recentChanges } from './community-changes';
import { scaleSentence } from './scale-sentence';

/** Prices of the worked table. */
export const EXAMPLE_PRICES = [150_000, 300_000, 600_000] as const;
export const EXAMPLE_TYPES = ['used', 'new'] as const;

/** Its law, and everything still pending (the figure or its text). */
export function cited(entry: Provenance): Cited {
  const pending = pendingReason(entry);
  return {
    source: entry.source,
    validFrom: entry.validFrom,
    confidence: confidenceOf(entry),
    ...(pending ? { pending } : {}),
  };
}

/** A reduced rate's conditions in words, from its data (never retyped). */
export function conditionsOf(rule: ReducedRate): string[] {
  const conditions: string[] = [];
  if (rule.habitualHome) conditions.push('vivienda habitual');
  const age = rule.maxAge === undefined ? '' : `comprador de hasta ${rule.maxAge} años`;
  if (rule.group === 'young') conditions.push(age);
  if (rule.group === 'large-family') conditions.push('familia numerosa');
  if (rule.group === 'young-or-large-family') conditions.push(`${age} o familia numerosa`);
  if (rule.maxValueByIsland) {
    const caps = Object.entries(rule.maxValueByIsland).map(
      ([island, cap]) => `${island.charAt(0).toUpperCase()}${island.slice(1)} ${eur(cap)}`,
    );
    conditions.push(`valor de hasta el tope de cada isla (${caps.join(', ')})`);
  } else if (rule.maxValue !== undefined) conditions.push(`valor de hasta ${eur(rule.maxValue)}`);
  if (rule.valueBelow !== undefined) conditions.push(`valor inferior a ${eur(rule.valueBelow)}`);
  if (rule.minLoanShare !== undefined)
    conditions.push(`hipoteca de más del ${pct(rule.minLoanShare * 100)} del precio`);
  if (rule.cappedBase !== undefined)
    conditions.push(`el tipo reducido solo cubre los primeros ${eur(rule.cappedBase)}`);
  return conditions.filter((text) => text !== '');
}

function taxView(tax: string, appliesTo: string, rates: CommunityTaxRates): TaxView {
  return {
    tax,
    appliesTo,
    general: {
      text: describeScale(rates.general),
      sentence: scaleSentence(rates.general),
      ...cited(rates.general),
    },
    reduced: rates.reduced.map((rule) => ({
      label: rule.label,
      rate: reducedRateText(rule),
      conditions: conditionsOf(rule),
      assumptions: [...rule.assumptions],
      ...cited(rule),
    })),
    notes: [...rates.notes],
  };
}

/** One cell of the table: general rates, the engine's defaults otherwise. */
export function exampleInput(
  code: CommunityCode,
  price: number,
  type: 'used' | 'new',
  asOf: IsoDate,
): PurchaseCostsInput {
  return { propertyPrice: price, propertyType: type, autonomousCommunity: code, deedDate: asOf };
}

function exampleRow(input: PurchaseCostsInput, result: PurchaseCostsResult): ExampleRow {
  return {
    input,
    taxes: result.breakdown.taxes,
    officialFees: result.breakdown.officialFees,
    otherCosts: result.breakdown.otherCosts,
    totalCosts: result.totalCosts,
    share: Math.round((result.totalCosts / result.propertyPrice) * 10_000) / 100,
    calculatorUrl: purchaseCalculatorUrl(input.autonomousCommunity, {
      price: input.propertyPrice,
      type: input.propertyType,
    }),
  };
}

/** With the wording the page uses. */
export function taxHistories(code: CommunityCode): { tax: string; history: CommunityTaxHistory }[] {
  const { itp, ajd, newHomeTax } = PURCHASE_HISTORY[code];
  return [
    { tax: 'ITP', history: itp },
    { tax: newHomeTax.name, history: newHomeTax },
    { tax: 'AJD', history: ajd },
  ];
}

/** For the rates in force on `asOf`; throws when the tables hold none (the build fails, not guesses). */
export function communityPageData(code: CommunityCode, asOf: IsoDate): CommunityPageData {
  const rates = purchaseRatesOn(code, asOf);
  if (!rates) throw new Error(`No purchase rates for ${code} on ${asOf}`);
  const name = COMMUNITY_NAMES[code];
  const vat = rates.newHomeTax.name;
  const taxes = [
    taxView('ITP', 'vivienda usada (segunda transmisión)', rates.itp),
    taxView(vat, 'vivienda nueva (primera entrega del promotor)', rates.newHomeTax),
    taxView('AJD', 'escritura de la vivienda nueva', rates.ajd),
  ];
  const examples = EXAMPLE_TYPES.flatMap((type) =>
    EXAMPLE_PRICES.map((price) => {
      const input = exampleInput(code, price, type, asOf);
      return exampleRow(input, calculatePurchaseCosts(input));
    }),
  );
  const year = Number(asOf.slice(0, 4));
  return {
    code,
    name,
    inText: communityInText(code),
    route: communityPageRoute(code, year),
    asOf,
    taxes,
    examples,
    changes: recentChanges(taxHistories(code), asOf),
    faq: communityFaq(communityInText(code), taxes, examples),
    calculatorUrl: purchaseCalculatorUrl(code),
  };
}
