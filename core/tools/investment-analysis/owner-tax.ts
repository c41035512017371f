// The yearly tax on the rent and on the imputed income, summed over the owners: the IRPF of each
// resident owner at his own marginal rate, or the IRNR of non-residents (TRLIRNR arts. 24 and 25).
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
  /** Art. 85 LIRPF income imputed for the time the home is empty (whole property). */
  imputedIncome: number;
}

export interface TaxYear extends RentTaxYear {
  imputedIncome: number;
  /** The tax on the imputed income alone (part of `tax`). */
  imputationTax: number;
  /** The tax on the rent alone (part of `tax`); negative is a saving on the owners' other income. */
  rentOnlyTax: number;
}

export interface TaxRules extends OwnershipInput {
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
 * Tax of each year, summed over the owners. Residents: each owner declares his share of the rent,
 * expenses and imputed income (they are split by the title), with his own interest cap and
 * carry-forward, at his marginal rate; the reduction only for a long-term home let. Non-residents
 * (IRNR, one return per owner and accrual): in the EU/EEA, 19 % of the net rent with the IRPF's
 * expenses, no reduction, no carry-forward and never below 0; elsewhere 24 % of the rent
 * collected, or of the net rent when `nonEuDeductExpenses` (SAN 28-7-2025, not final). The imputed
 * income pays the same rate (general base for residents, no reduction).
 * @example taxByYear([{ rent: 12000, otherCosts: 2000, repairs: 0, interest: 0, amortisation: 0, imputedIncome: 0 }],
 *   { owners: 2, ownerSharePercent: 50, marginalRatePercent: 37, secondMarginalRatePercent: 24,
 *     residence: 'resident', letting: 'longTerm', rentReductionPercent: 50, nonEuDeductExpenses: 0 })[0].tax
 * // each declares 5,000 net, 2,500 after the reduction: 2,500 × 37 % + 2,500 × 24 % = 1,525
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
