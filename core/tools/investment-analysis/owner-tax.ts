// The yearly tax on the rent and on the imputed income, summed over the owners: the IRPF of each
// resident owner from the scales (an old link's flat rate), or the IRNR (TRLIRNR arts. 24 and 25).
import { firstTaxYear, ownerYearTax, type ScaleRules } from './owner-irpf';
import {
  NON_RESIDENT_RATE,
  ownersOf,
  reductionApplies,
  type Letting,
  type OwnershipInput,
  type Residence,
} from './regimes';
import { rentTaxByYear, type RentTaxYear, type RentTaxYearInput } from './rental-irpf';

export interface TaxYearInput extends RentTaxYearInput {
  /** Art. 85 LIRPF, for the time empty (whole property). */
  imputedIncome: number;
}

export interface TaxYear extends RentTaxYear {
  imputedIncome: number;
  imputationTax: number;
  rentOnlyTax: number;
}

export interface TaxRules extends OwnershipInput, ScaleRules {
  /** An old link's flat marginal rate instead of the scales. */
  flatRate: boolean;
  residence: Residence;
  letting: Letting;
  rentReductionPercent: number;
  /** 1: a non-resident outside the EU deducts expenses as the Audiencia Nacional allowed. */
  nonEuDeductExpenses: number;
}

const scaled = (row: TaxYearInput, share: number): RentTaxYearInput => ({
  rent: row.rent * share,
  otherCosts: row.otherCosts * share,
  repairs: row.repairs * share,
  interest: row.interest * share,
  amortisation: row.amortisation * share,
});

/**
 * Each resident declares his share with his own cap and carry-forward; a non-resident in the EU/EEA
 * pays 19 % of max(0, net), elsewhere 24 % of the rent, or of the net after SAN 28-7-2025 (not final).
 */
export function taxByYear(rows: readonly TaxYearInput[], rules: TaxRules): TaxYear[] {
  if (rules.residence === 'resident') return residentTax(rows, rules);
  const rate = NON_RESIDENT_RATE[rules.residence];
  if (rules.residence === 'nonEu' && rules.nonEuDeductExpenses !== 1) {
    return rows.map((row) => ({
      financeAndRepairs: 0,
      carriedForward: 0,
      lapsed: 0,
      netIncome: row.rent,
      taxableIncome: row.rent,
      tax: ((row.rent + row.imputedIncome) * rate) / 100,
      imputedIncome: row.imputedIncome,
      imputationTax: (row.imputedIncome * rate) / 100,
      rentOnlyTax: (row.rent * rate) / 100,
    }));
  }
  const years = rentTaxByYear(rows, {
    marginalRatePercent: rate,
    rentReductionPercent: 0,
    carryForwardYears: 0,
  });
  return years.map((year, index) => {
    const imputedIncome = rows[index]?.imputedIncome ?? 0;
    const rentOnlyTax = Math.max(0, year.tax);
    const imputationTax = (imputedIncome * rate) / 100;
    return {
      ...year,
      taxableIncome: Math.max(0, year.taxableIncome),
      tax: rentOnlyTax + imputationTax,
      imputedIncome,
      imputationTax,
      rentOnlyTax,
    };
  });
}

function residentTax(rows: readonly TaxYearInput[], rules: TaxRules): TaxYear[] {
  const reduction = reductionApplies(rules.letting, rules.residence)
    ? rules.rentReductionPercent
    : 0;
  return rules.flatRate ? flatRateTax(rows, rules, reduction) : scalesTax(rows, rules, reduction);
}

/**
 * The cap and carry-forward scale with the share, so each owner's base is his share of the whole
 * property's; his tax is the cuota with it minus the cuota without it, the year's scales.
 */
function scalesTax(rows: readonly TaxYearInput[], rules: TaxRules, reduction: number): TaxYear[] {
  const years = rentTaxByYear(rows, { marginalRatePercent: 0, rentReductionPercent: reduction });
  const first = firstTaxYear(rules);
  const owners = ownersOf(rules).filter((owner) => owner.share > 0);
  return years.map((year, index) => {
    const imputedIncome = rows[index]?.imputedIncome ?? 0;
    let rentOnlyTax = 0;
    let tax = 0;
    for (const owner of owners) {
      const rent = year.taxableIncome * owner.share;
      tax += ownerYearTax(rules, owner, rent + imputedIncome * owner.share, first + index).tax;
      rentOnlyTax += ownerYearTax(rules, owner, rent, first + index).tax;
    }
    return {
      ...year,
      tax,
      imputedIncome,
      imputationTax: tax - rentOnlyTax,
      rentOnlyTax,
    };
  });
}

function flatRateTax(rows: readonly TaxYearInput[], rules: TaxRules, reduction: number): TaxYear[] {
  const totals: TaxYear[] = rows.map((row) => ({
    financeAndRepairs: 0,
    carriedForward: 0,
    lapsed: 0,
    netIncome: 0,
    taxableIncome: 0,
    tax: 0,
    imputedIncome: row.imputedIncome,
    imputationTax: 0,
    rentOnlyTax: 0,
  }));
  for (const owner of ownersOf(rules)) {
    if (owner.share <= 0) continue;
    const years = rentTaxByYear(
      rows.map((row) => scaled(row, owner.share)),
      { marginalRatePercent: owner.marginalRatePercent, rentReductionPercent: reduction },
    );
    years.forEach((year, index) => {
      const total = totals[index];
      if (!total) return;
      const imputationTax =
        ((rows[index]?.imputedIncome ?? 0) * owner.share * owner.marginalRatePercent) / 100;
      total.financeAndRepairs += year.financeAndRepairs;
      total.carriedForward += year.carriedForward;
      total.lapsed += year.lapsed;
      total.netIncome += year.netIncome;
      total.taxableIncome += year.taxableIncome;
      total.rentOnlyTax += year.tax;
      total.imputationTax += imputationTax;
      total.tax += year.tax + imputationTax;
    });
  }
  return totals;
}
