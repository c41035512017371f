// IRPF on the rent of each year (one owner's figures): amortisation, the interest cap and its carry-forward, the reduction.

/** Building amortisation: 3 % a year (art. 14.2.a RIRPF), on the construction share of the cost. */
export const BUILDING_AMORTISATION_RATE = 0.03;
/** Furniture and fittings let with the home: 10 % a year (coeficiente de amortización, 10 years). */
export const FURNITURE_AMORTISATION_RATE = 0.1;
/** Years an excess of interest and repairs over the rent can still be deducted (art. 23.1.a.1º LIRPF). */
export const CARRY_FORWARD_YEARS = 4;

export interface AmortisationBase {
  price: number;
  /** Purchase costs that are part of the acquisition cost (the loan's appraisal is not). */
  acquisitionCosts: number;
  /** Works at purchase: an improvement, all of it building (no land in it). */
  renovation: number;
  furniture: number;
  /** Percent of the property's value that is building, not land. */
  constructionSharePercent: number;
  /** Cadastral value of the building alone; 0 when unknown. */
  cadastralBuildingValue: number;
  /** Share of the year the home is let (0-1): amortisation is deducted only for that time. */
  letShare: number;
}

export interface AmortisationYear {
  /** Building and renovation: what lowers the acquisition value at the sale. */
  building: number;
  furniture: number;
  total: number;
}

/**
 * Amortisation deducted in each year 1..years, for the time let (RIRPF art. 14.2): 3 % of the
 * building's base, the higher of its share of price + acquisition costs and its cadastral value
 * (never the land); 3 % of the renovation in full; 10 % of the furniture. Each stops when its base
 * is used up, so a year let in part stretches the amortisation.
 * @example amortisationByYear({ price: 200000, acquisitionCosts: 15000, renovation: 5000, furniture: 4000,
 *   constructionSharePercent: 60, cadastralBuildingValue: 0, letShare: 1 }, 1)
 * // building 3 % × 60 % × 215,000 = 3,870 + renovation 3 % × 5,000 = 150 → 4,020; furniture 400; total 4,420
 */
export function amortisationByYear(base: AmortisationBase, years: number): AmortisationYear[] {
  const buildingBase = Math.max(
    (base.constructionSharePercent / 100) * (base.price + base.acquisitionCosts),
    base.cadastralBuildingValue,
  );
  const share = Math.min(1, Math.max(0, base.letShare));
  const parts = [
    { left: Math.max(0, buildingBase), yearly: BUILDING_AMORTISATION_RATE * buildingBase * share },
    {
      left: Math.max(0, base.renovation),
      yearly: BUILDING_AMORTISATION_RATE * base.renovation * share,
    },
    {
      left: Math.max(0, base.furniture),
      yearly: FURNITURE_AMORTISATION_RATE * base.furniture * share,
    },
  ];
  const rows: AmortisationYear[] = [];
  for (let year = 1; year <= years; year += 1) {
    const [building, renovation, furniture] = parts.map((part) => {
      const amount = Math.min(part.left, part.yearly);
      part.left -= amount;
      return amount;
    }) as [number, number, number];
    rows.push({
      building: building + renovation,
      furniture,
      total: building + renovation + furniture,
    });
  }
  return rows;
}

export interface RentTaxRules {
  marginalRatePercent: number;
  /** Reduction of a positive net rent, percent (Ley 12/2023). */
  rentReductionPercent: number;
  /** Years an excess of interest and repairs can wait; default 4 (IRPF), 0 for the IRNR. */
  carryForwardYears?: number;
}

export interface RentTaxYearInput {
  /** Rent collected (rendimiento íntegro). */
  rent: number;
  /** Deductible running costs other than repairs: IBI, community, insurance, management, other. */
  otherCosts: number;
  /** Repairs and upkeep (the maintenance line), capped together with the interest. */
  repairs: number;
  interest: number;
  amortisation: number;
}

export interface RentTaxYear {
  /** Interest and repairs deducted this year, this year's and earlier years' together. */
  financeAndRepairs: number;
  /** Excess still deductible in later years, at the end of the year. */
  carriedForward: number;
  /** Excess that reached its fifth year without room and was lost. */
  lapsed: number;
  /** Rendimiento neto: rent minus every deduction; negative lowers the owner's other income. */
  netIncome: number;
  /** The net income after the reduction (positive incomes only). */
  taxableIncome: number;
  /** IRPF of the year; negative is a saving on the owner's other income at the marginal rate. */
  tax: number;
}

interface Pending {
  year: number;
  amount: number;
}

/**
 * IRPF on the rent, year by year. Interest plus repairs may not exceed the rent; the excess is
 * deducted in the next 4 years under the same cap, this year's own expenses first (art. 13.a
 * RIRPF since 2015), then the oldest excess. Net income = rent − other costs − deducted interest
 * and repairs − amortisation. Positive: tax = net × (1 − reduction) × marginal rate. Negative:
 * tax = net × marginal rate, a saving against the owner's other income (general base).
 * Unrounded: the caller rounds at the edge.
 * @example rentTaxByYear([{ rent: 12000, otherCosts: 2000, repairs: 500, interest: 4000, amortisation: 3000 }],
 *   { marginalRatePercent: 30, rentReductionPercent: 50 })
 * // net 12,000 − 2,000 − 4,500 − 3,000 = 2,500; taxable 1,250; tax 375
 * @example rentTaxByYear([{ rent: 3000, otherCosts: 0, repairs: 0, interest: 5000, amortisation: 0 }], rules)
 * // interest capped at 3,000 (2,000 carried forward): net 0, tax 0
 */
export function rentTaxByYear(
  years: readonly RentTaxYearInput[],
  rules: RentTaxRules,
): RentTaxYear[] {
  const marginal = rules.marginalRatePercent / 100;
  const keep = 1 - rules.rentReductionPercent / 100;
  const carryYears = rules.carryForwardYears ?? CARRY_FORWARD_YEARS;
  let pending: Pending[] = [];
  return years.map((row, index) => {
    const year = index + 1;
    let room = Math.max(0, row.rent);
    const own = Math.max(0, row.interest) + Math.max(0, row.repairs);
    const ownDeducted = Math.min(room, own);
    room -= ownDeducted;
    let fromEarlier = 0;
    for (const entry of pending) {
      const used = Math.min(room, entry.amount);
      entry.amount -= used;
      room -= used;
      fromEarlier += used;
    }
    if (own > ownDeducted) pending.push({ year, amount: own - ownDeducted });
    // An excess of year y can be used up to year y + 4; what is left after that is lost.
    let lapsed = 0;
    pending = pending.filter((entry) => {
      const alive = entry.amount > 0 && year - entry.year < carryYears;
      if (!alive) lapsed += entry.amount;
      return alive;
    });
    const financeAndRepairs = ownDeducted + fromEarlier;
    const netIncome = row.rent - row.otherCosts - financeAndRepairs - row.amortisation;
    const taxableIncome = netIncome > 0 ? netIncome * keep : netIncome;
    return {
      financeAndRepairs,
      carriedForward: pending.reduce((sum, entry) => sum + entry.amount, 0),
      lapsed,
      netIncome,
      taxableIncome,
      tax: taxableIncome * marginal,
    };
  });
}
