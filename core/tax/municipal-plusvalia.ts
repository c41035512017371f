// Plusvalía municipal (IIVTNU): objective and real methods, the lower is due; no gain, no tax.
import { formatNumber } from '../format';
import { round, round2 } from '../round';
import {
  PLUSVALIA_DEADLINES,
  PLUSVALIA_MAX_LAND_REDUCTION,
  PLUSVALIA_MAX_RATE,
  plusvaliaCoefficient,
  plusvaliaTableNotes,
} from './plusvalia-coefficients';
import type { IsoDate } from './sourced';
import { eur, pct } from './text';

export interface MunicipalPlusvaliaInput {
  /** Valor catastral del suelo at the sale. */
  landCadastralValue: number;
  /** Land + building, for the land share of the real method. */
  totalCadastralValue: number;
  /** Deed, or the administration's checked value if higher. */
  purchasePrice: number;
  /** Same rule. */
  salePrice: number;
  yearsHeld: number;
  /** Only used when held under one year. */
  monthsHeld?: number;
  /** Percent; capped at 30. */
  municipalRate: number;
  /** Objective method, percent, capped at 15. */
  landValueReduction?: number;
  /** Bonificación on the quota, percent 0-100. */
  quotaBonus?: number;
  /** Picks the coefficient table; without it, today's table and no date note. */
  transferDate?: IsoDate;
}

export type PlusvaliaMethod = 'objective' | 'real' | 'none';

export interface MunicipalPlusvaliaResult {
  /** No increase in value: not subject (art. 104.5 TRLRHL). */
  notSubject: boolean;
  method: PlusvaliaMethod;
  /** After the 30 % cap. */
  rate: number;
  objective: { coefficient: number; landValue: number; base: number; quota: number };
  real: { gain: number; landShare: number; base: number; quota: number };
  /** After any bonus. */
  tax: number;
  notes: string[];
}

function clamp(value: number | undefined, max: number): number {
  return Math.min(max, Math.max(0, value ?? 0));
}

/**
 * Both methods of RDL 26/2021; the lower quota is due.
 * @example objective 40,000 x 0.20 x 29 % = 2,320 against real 50,000 x 40 % x 29 % = 5,800 -> 2,320
 */
export function calculateMunicipalPlusvalia(
  input: MunicipalPlusvaliaInput,
): MunicipalPlusvaliaResult {
  const rate = clamp(input.municipalRate, PLUSVALIA_MAX_RATE.value);
  const reduction = clamp(input.landValueReduction, PLUSVALIA_MAX_LAND_REDUCTION.value);
  const bonus = clamp(input.quotaBonus, 100);
  const land = Math.max(0, input.landCadastralValue);

  const coefficient = plusvaliaCoefficient(input.yearsHeld, input.monthsHeld, input.transferDate);
  const landValue = land * (1 - reduction / 100);
  const objectiveBase = landValue * coefficient;

  const gain = input.salePrice - input.purchasePrice;
  // Without a total cadastral value, 100 % land keeps the real method an upper bound.
  const landShare =
    input.totalCadastralValue > 0 ? Math.min(1, land / input.totalCadastralValue) : 1;
  const realBase = Math.max(0, gain) * landShare;

  const notSubject = !(gain > 0);
  const afterBonus = (base: number) => ((base * rate) / 100) * (1 - bonus / 100);
  const objectiveQuota = notSubject ? 0 : afterBonus(objectiveBase);
  const realQuota = notSubject ? 0 : afterBonus(realBase);
  const method: PlusvaliaMethod = notSubject
    ? 'none'
    : realBase < objectiveBase
      ? 'real'
      : 'objective';
  const tax = method === 'real' ? realQuota : objectiveQuota;

  const notes: string[] = [];
  if (notSubject) {
    notes.push(
      'No hay incremento de valor: la venta no está sujeta. Declárala igualmente al ayuntamiento aportando las escrituras de compra y venta.',
    );
  } else {
    notes.push(
      `Método objetivo: ${eur(round2(landValue))} de valor catastral del suelo x coeficiente ${formatNumber(coefficient, { upTo: 4 })} x ${pct(rate)} = ${eur(round2(objectiveQuota))}.`,
      `Método real: ganancia de ${eur(round2(gain))} x ${pct(round2(landShare * 100))} de suelo x ${pct(rate)} = ${eur(round2(realQuota))}.`,
      `Pagas el menor: método ${method === 'real' ? 'real' : 'objetivo'}.`,
    );
  }
  if (input.transferDate) notes.push(...plusvaliaTableNotes(input.transferDate));
  if (input.municipalRate > PLUSVALIA_MAX_RATE.value) {
    notes.push('El tipo municipal no puede superar el 30 %: se aplica el 30 %.');
  }
  notes.push(
    `Plazo: ${PLUSVALIA_DEADLINES.interVivosWorkingDays} días hábiles desde la venta. Si autoliquidaste de más, puedes pedir la devolución durante ${PLUSVALIA_DEADLINES.refundClaimYears} años.`,
  );

  return {
    notSubject,
    method,
    rate,
    objective: {
      coefficient: round(coefficient, 4),
      landValue: round2(landValue),
      base: round2(objectiveBase),
      quota: round2(objectiveQuota),
    },
    real: {
      gain: round2(gain),
      landShare: round(landShare, 4),
      base: round2(realBase),
      quota: round2(realQuota),
    },
    tax: round2(tax),
    notes,
  };
}
