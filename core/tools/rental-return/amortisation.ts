// Amortisation for the days let (art. 23.1.b LIRPF, art. 14 RIRPF): 3 % a year of the building
// (the greater of its cost and its cadastral value, land excluded) and of each improvement from its
// date, 10 % a year of the furniture from its date.
import { round2 } from '../../round';
import {
  BUILDING_AMORTISATION_RATE,
  FURNITURE_AMORTISATION_RATE,
} from '../investment-analysis/rental-irpf';
import { daysInYear, sharedDays, yearEnd, type DayRange } from './calendar';
import type { ReturnProperty } from './document';

export interface BuildingBase {
  /** Price (or the inheritance or gift's declared value) plus its costs; null when unknown. */
  cost: number | null;
  /** Percent of the cadastral value that is building, from the receipt's split. */
  buildingSharePercent: number | null;
  /** The greater of cost and cadastral value, times the building share. */
  base: number;
}

export interface AmortisationResult {
  building: BuildingBase;
  /** Building, for the days let. */
  buildingYear: number;
  improvementsYear: number;
  furnitureYear: number;
}

export function buildingBase(property: ReturnProperty): BuildingBase {
  const { acquisition, cadastral } = property;
  const cost = acquisition.price == null ? null : acquisition.price + acquisition.costs;
  const value = cadastral.value ?? null;
  const land = cadastral.landValue ?? null;
  const share = value != null && value > 0 && land != null ? (value - land) / value : null;
  if (share == null) return { cost, buildingSharePercent: null, base: 0 };
  return {
    cost,
    buildingSharePercent: share * 100,
    base: Math.max(cost ?? 0, value ?? 0) * share,
  };
}

/** Days let from `date` to the end of the year. */
function letDaysFrom(letRanges: readonly DayRange[], date: string, taxYear: number): number {
  const after = { from: date, to: yearEnd(taxYear) };
  return letRanges.reduce((sum, range) => sum + sharedDays(range, after), 0);
}

export function amortisationFor(
  property: ReturnProperty,
  letRanges: readonly DayRange[],
  taxYear: number,
): AmortisationResult {
  const yearDays = daysInYear(taxYear);
  const letDays = letRanges.reduce((sum, range) => sum + sharedDays(range, range), 0);
  const building = buildingBase(property);
  const byDate = (items: readonly { cost: number; date: string }[], rate: number) =>
    items.reduce(
      (sum, item) =>
        sum + round2((rate * item.cost * letDaysFrom(letRanges, item.date, taxYear)) / yearDays),
      0,
    );
  return {
    building,
    buildingYear: round2((BUILDING_AMORTISATION_RATE * building.base * letDays) / yearDays),
    improvementsYear: round2(byDate(property.improvements, BUILDING_AMORTISATION_RATE)),
    furnitureYear: round2(byDate(property.furniture, FURNITURE_AMORTISATION_RATE)),
  };
}
