// The art. 23.2 LIRPF reduction of each contract, by the rules in force when it was signed: Ley
// 12/2023's 90/70/60/50 % from 26-5-2023, DT 38.ª's 60 % before, nothing for a use other than a home.
import {
  appliedRentReduction,
  GENERAL_RENT_REDUCTION,
} from '../investment-analysis/rent-reductions';
import { spanishDate } from './calendar';
import type { IsoDate } from '../../tax/sourced';
import type { ReturnContract, ReturnProperty } from './document';
import { TENSIONADA_RENT_CUT_PERCENT, YOUNG_TENANT_AGES } from './law';

export interface ContractReduction {
  percent: number;
  reason: string;
}

const TENSIONADA = 90;
const FIRST_LET_YOUNG = 70;
const REHABILITATION = 60;

/** The contract signed just before this one in the same document, if any. */
function earlierContract(property: ReturnProperty, contract: ReturnContract) {
  return property.contracts
    .filter((other) => other !== contract && other.start < contract.start)
    .sort((a, b) => (a.start < b.start ? 1 : -1))[0];
}

const pct = (value: number) => `${String(value).replace('.', ',')} %`;

/** Ley 12/2023's percent for a contract, with the letter of art. 23.2 that gives it. */
function ley12Percent(property: ReturnProperty, contract: ReturnContract): ContractReduction {
  const earlier = earlierContract(property, contract);
  const previous = contract.previousMonthlyRent ?? earlier?.monthlyRent ?? null;
  if (contract.zonaTensionada && previous != null && previous > 0) {
    const cut = 1 - contract.monthlyRent / previous;
    // Products, not a quotient: a cut of exactly 5 % must not pass for more by binary noise.
    if (contract.monthlyRent * 100 < previous * (100 - TENSIONADA_RENT_CUT_PERCENT))
      return {
        percent: TENSIONADA,
        reason: `90 % (art. 23.2.a LIRPF): vivienda en zona tensionada con un contrato nuevo cuya renta es un ${pct(Math.round(cut * 10_000) / 100)} inferior a la del anterior (más del 5 %).`,
      };
  }
  const age = contract.tenantAge;
  const firstLet = contract.previousMonthlyRent == null && !earlier;
  if (
    contract.zonaTensionada &&
    firstLet &&
    age != null &&
    age >= YOUNG_TENANT_AGES.min &&
    age <= YOUNG_TENANT_AGES.max
  )
    return {
      percent: FIRST_LET_YOUNG,
      reason: `70 % (art. 23.2.b.1.º LIRPF): primer alquiler de la vivienda, en zona tensionada, a un inquilino de ${age} años (de 18 a 35).`,
    };
  if (contract.rehabilitation)
    return {
      percent: REHABILITATION,
      reason:
        '60 % (art. 23.2.c LIRPF): obras de rehabilitación (art. 41.1 del Reglamento) terminadas en los dos años anteriores al contrato.',
    };
  return {
    percent: GENERAL_RENT_REDUCTION,
    reason: '50 % (art. 23.2.d LIRPF): el caso general del alquiler de vivienda.',
  };
}

/** The percent and its reason in Spanish. */
export function contractReduction(
  property: ReturnProperty,
  contract: ReturnContract,
): ContractReduction {
  if (property.use !== 'dwelling')
    return {
      percent: 0,
      reason:
        'Sin reducción: el art. 23.2 LIRPF la da solo al alquiler de vivienda; un local o un garaje alquilado por separado no la tiene.',
    };
  const chosen = ley12Percent(property, contract);
  const applied = appliedRentReduction(chosen.percent, contract.start as IsoDate);
  if (applied.basis === 'dt38')
    return {
      percent: applied.percent,
      reason: `60 % (disposición transitoria 38.ª LIRPF): contrato firmado el ${spanishDate(contract.start)}, antes de la Ley 12/2023 (26-5-2023); conserva el 60 % del art. 23.2 en su redacción a 31-12-2021.`,
    };
  return {
    percent: applied.percent,
    reason: applied.note ? `${chosen.reason} ${applied.note}` : chosen.reason,
  };
}
