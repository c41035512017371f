// Each owner's part by share (art. 7 RIRPF / art. 85.2 LIRPF: income goes to the owners by their
// share): residents' totals and the IRPF they add; non-residents' modelo 210 lines (TRLIRNR).
import { round2 } from '../../round';
import type { CommunityCode } from '../../tax/communities';
import { formatEurosCents as eur } from '../../format';
import { irpfScalesFor, taxAdded } from '../../tax/irpf/quota';
import { NON_RESIDENT_RATE } from '../investment-analysis/regimes';
import { CAPPED_EXPENSES } from './expenses';
import type { ReturnDocument, ReturnOwner } from './document';
import type { Modelo210Line, OwnerPropertyShare, OwnerResult, PropertyResult } from './result';

/** Each property the owner holds, with the share of its declared and imputed income. */
function sharesOf(doc: ReturnDocument, properties: readonly PropertyResult[], owner: number) {
  return doc.properties.flatMap((property, i): OwnerPropertyShare[] => {
    const result = properties[i];
    const sharePercent = property.owners
      .filter((entry) => entry.owner === owner)
      .reduce((sum, entry) => sum + entry.sharePercent, 0);
    if (!result || sharePercent <= 0) return [];
    return [
      {
        property: i,
        sharePercent,
        declaredIncome: round2((result.declaredIncome * sharePercent) / 100),
        imputedIncome: round2((result.imputedIncome * sharePercent) / 100),
      },
    ];
  });
}

/**
 * A non-resident declares each accrual alone, without the reduction or the carry-forward of the
 * IRPF (art. 24.1 and 24.6 TRLIRNR): the EU/EEA resident deducts this year's expenses, with this
 * year's interest and repairs capped at the rent; the others pay on the gross rent.
 */
function nonResidentRentBase(result: PropertyResult, eu: boolean): number {
  if (!eu) return result.grossIncome;
  const capped = result.expenses
    .filter((line) => CAPPED_EXPENSES.includes(line.kind))
    .reduce((sum, line) => sum + line.deductible, 0);
  const other = result.expenses
    .filter((line) => !CAPPED_EXPENSES.includes(line.kind))
    .reduce((sum, line) => sum + line.deductible, 0);
  const deductible =
    other +
    Math.min(result.grossIncome, capped) +
    result.buildingAmortisation +
    result.furnitureAmortisation;
  return Math.max(0, result.grossIncome - deductible);
}

function modelo210Lines(
  owner: ReturnOwner,
  shares: readonly OwnerPropertyShare[],
  properties: readonly PropertyResult[],
): Modelo210Line[] {
  const eu = owner.residence === 'eu';
  const ratePercent = NON_RESIDENT_RATE[eu ? 'eu' : 'nonEu'];
  return shares.flatMap((share) => {
    const result = properties[share.property];
    if (!result) return [];
    const lines: Modelo210Line[] = [];
    if (result.grossIncome > 0) {
      const base = round2((nonResidentRentBase(result, eu) * share.sharePercent) / 100);
      lines.push({
        property: share.property,
        kind: 'rent',
        base,
        ratePercent,
        tax: round2((base * ratePercent) / 100),
        explanation: eu
          ? `Residente en la UE o el EEE: ${ratePercent} % sobre los ingresos menos los gastos del año (art. 24.6 y 25.1.a TRLIRNR), sin la reducción del art. 23.2 LIRPF; ${share.sharePercent} % de la vivienda.`
          : `Residente fuera de la UE: ${ratePercent} % sobre los ingresos íntegros, sin gastos (art. 24.1 y 25.1.a TRLIRNR); ${share.sharePercent} % de la vivienda.`,
      });
    }
    if (share.imputedIncome > 0)
      lines.push({
        property: share.property,
        kind: 'imputation',
        base: share.imputedIncome,
        ratePercent,
        tax: round2((share.imputedIncome * ratePercent) / 100),
        explanation: `Renta imputada por los días sin alquilar (art. 24.5 TRLIRNR y art. 85 LIRPF), al ${ratePercent} %; se declara una vez al año.`,
      });
    return lines;
  });
}

interface Holdings {
  added: number;
  /** The first property's community, when the owner's residence is not given. */
  community: CommunityCode | null;
  /** Every property in the owner's community of residence (Ceuta and Melilla's deduction). */
  allIn: (residence: CommunityCode) => boolean;
}

function residentEstimate(
  owner: ReturnOwner,
  { added, community, allIn }: Holdings,
  taxYear: number,
): Pick<OwnerResult, 'taxEstimate' | 'marginalRatePercent' | 'taxEstimateNote'> {
  if (owner.otherIncome == null) return {};
  const residence = owner.taxResidence ?? community;
  if (!residence)
    return { taxEstimateNote: 'Indica tu comunidad de residencia para estimar el IRPF.' };
  const scales = irpfScalesFor(residence, taxYear);
  const tax = taxAdded(
    {
      other: { general: owner.otherIncome, savings: 0 },
      added: { general: added, savings: 0 },
      addedIsLocal: allIn(residence),
    },
    scales,
  );
  const assumed = owner.taxResidence ? '' : ' Sin comunidad de residencia, usamos la del inmueble.';
  return {
    taxEstimate: round2(tax.tax),
    marginalRatePercent: round2(tax.marginalRate),
    taxEstimateNote: `${added < 0 ? `Un rendimiento negativo de ${eur(-added)} rebaja el IRPF de` : `IRPF que añaden ${eur(added)} a`} tus demás rentas generales (${eur(owner.otherIncome)}), con las escalas estatal y autonómica de ${scales.tableYear}.${assumed}`,
  };
}

/** A non-resident declares the modelo 210 bases, not the IRPF's reduced figures. */
function nonResident(
  owner: ReturnOwner,
  base: Omit<OwnerResult, 'properties'>,
  shares: readonly OwnerPropertyShare[],
  properties: readonly PropertyResult[],
): OwnerResult {
  const modelo210 = modelo210Lines(owner, shares, properties);
  const baseOf = (kind: Modelo210Line['kind'], property?: number) =>
    round2(
      modelo210
        .filter((line) => line.kind === kind && (property == null || line.property === property))
        .reduce((sum, line) => sum + line.base, 0),
    );
  return {
    ...base,
    declaredIncome: baseOf('rent'),
    imputedIncome: baseOf('imputation'),
    properties: shares.map((share) => ({
      ...share,
      declaredIncome: baseOf('rent', share.property),
      imputedIncome: baseOf('imputation', share.property),
    })),
    modelo210,
  };
}

export function ownerResults(
  doc: ReturnDocument,
  properties: readonly PropertyResult[],
): OwnerResult[] {
  return doc.owners.map((owner, index) => {
    const shares = sharesOf(doc, properties, index);
    const declaredIncome = round2(shares.reduce((sum, s) => sum + s.declaredIncome, 0));
    const imputedIncome = round2(shares.reduce((sum, s) => sum + s.imputedIncome, 0));
    const base = {
      index,
      name: owner.name,
      residence: owner.residence,
      declaredIncome,
      imputedIncome,
    };
    if (owner.residence !== 'resident') return nonResident(owner, base, shares, properties);
    const communities = shares.map((share) => doc.properties[share.property]?.community ?? null);
    const holdings: Holdings = {
      added: round2(declaredIncome + imputedIncome),
      community: communities[0] ?? null,
      allIn: (residence) => communities.every((community) => community === residence),
    };
    return { ...base, properties: shares, ...residentEstimate(owner, holdings, doc.taxYear) };
  });
}
