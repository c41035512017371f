// Plusvalía municipal (IIVTNU) on a sale: objective and real methods, the lower one is due; no gain, no tax.
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
  /** Cadastral value of the land (valor catastral del suelo) at the sale. */
  landCadastralValue: number;
  /** Total cadastral value (land + building) at the sale, for the land share of the real method. */
  totalCadastralValue: number;
  /** Acquisition value (deed, or the value checked by the administration if higher). */
  purchasePrice: number;
  /** Transmission value, same rule. */
  salePrice: number;
  /** Full years held. */
  yearsHeld: number;
  /** Extra complete months; only used when held under one year. */
  monthsHeld?: number;
  /** Council rate in percent; capped at 30. */
  municipalRate: number;
  /** Council cut of the land value in the objective method, percent, capped at 15. */
  landValueReduction?: number;
  /** Council bonus on the quota (bonificación), percent 0-100. */
  quotaBonus?: number;
  /**
   * Day of the transfer: picks the coefficient table and explains the lapsed decrees. Without it
   * the table in force now applies and no date note is added (the pages do not ask yet).
   */
  transferDate?: IsoDate;
}

export type PlusvaliaMethod = 'objective' | 'real' | 'none';

export interface MunicipalPlusvaliaResult {
  /** No increase in value: the sale is not subject (art. 104.5 TRLRHL). */
  notSubject: boolean;
  method: PlusvaliaMethod;
  /** Rate applied after the 30 % cap. */
  rate: number;
  objective: { coefficient: number; landValue: number; base: number; quota: number };
  real: { gain: number; landShare: number; base: number; quota: number };
  /** Tax due after any bonus. */
  tax: number;
  notes: string[];
}

function clamp(value: number | undefined, max: number): number {
  return Math.min(max, Math.max(0, value ?? 0));
}

/**
 * Plusvalía municipal of a sale by both methods of RDL 26/2021; the lower quota is due.
 * @example calculateMunicipalPlusvalia({ landCadastralValue: 40_000, totalCadastralValue: 100_000,
 *   purchasePrice: 150_000, salePrice: 200_000, yearsHeld: 7, municipalRate: 29 })
 * // objective 40,000 x 0.20 = 8,000 x 29 % = 2,320; real 50,000 x 40 % = 20,000 x 29 % = 5,800
 * // -> objective method, tax 2,320
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
  // Without a total cadastral value the land share is unknown; 100 % keeps the real method an upper bound.
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
