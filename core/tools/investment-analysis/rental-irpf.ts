// IRPF on each year's rent for one owner: amortisation, the interest cap and carry-forward, the reduction.

/** Building amortisation: 3 % a year (art. 14.2.a RIRPF), on the construction share of the cost. */
export const BUILDING_AMORTISATION_RATE = 0.03;
/** Furniture and fittings let with the home: 10 % a year (coeficiente de amortización, 10 years). */
export const FURNITURE_AMORTISATION_RATE = 0.1;
/** Years an excess of interest and repairs over the rent can still be deducted (art. 23.1.a.1º LIRPF). */
export const CARRY_FORWARD_YEARS = 4;

export interface AmortisationBase {
  price: number;
  /** Without the loan's appraisal, which is no acquisition cost. */
  acquisitionCosts: number;
  renovation: number;
  furniture: number;
  constructionSharePercent: number;
  cadastralBuildingValue: number;
  letShare: number;
}

export interface AmortisationYear {
  building: number;
  furniture: number;
  total: number;
}

/** RIRPF art. 14.2 for the time let: building base = max(its share of the cost, cadastral value). */
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
  rentReductionPercent: number;
  /** 4 for the IRPF, 0 for the IRNR. */
  carryForwardYears?: number;
}

export interface RentTaxYearInput {
  rent: number;
  otherCosts: number;
  repairs: number;
  interest: number;
  amortisation: number;
}

export interface RentTaxYear {
  financeAndRepairs: number;
  carriedForward: number;
  lapsed: number;
  netIncome: number;
  taxableIncome: number;
  tax: number;
}

interface Pending {
  year: number;
  amount: number;
}

/** Interest + repairs capped at the rent, the excess waiting 4 years, own year first (art. 13.a RIRPF). */
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
    // An excess of year y can be used up to year y + 4, then it is lost.
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
