// Who owns the property and how it is let, with their rates; their law: regime-sources.ts.

export type Residence = 'resident' | 'eu' | 'nonEu';
export type Letting = 'longTerm' | 'seasonal' | 'tourist';

export const RESIDENCES: readonly Residence[] = ['resident', 'eu', 'nonEu'];
export const LETTINGS: readonly Letting[] = ['longTerm', 'seasonal', 'tourist'];

export const RESIDENCE_OPTIONS: readonly { value: Residence; label: string }[] = [
  { value: 'resident', label: 'Resido en España' },
  { value: 'eu', label: 'Resido en otro país de la UE o del EEE' },
  { value: 'nonEu', label: 'Resido fuera de la UE y del EEE' },
];

export const LETTING_OPTIONS: readonly { value: Letting; label: string }[] = [
  { value: 'longTerm', label: 'Vivienda habitual del inquilino' },
  { value: 'seasonal', label: 'Por temporada (estudios, trabajo)' },
  { value: 'tourist', label: 'Turístico (por noches)' },
];

/** Art. 85.1 LIRPF: percent of the cadastral value imputed for a whole year empty. */
export const IMPUTATION_RATE_REVISED = 1.1;
export const IMPUTATION_RATE_OTHER = 2;

/** TRLIRNR art. 25.1; the buyer's withholding, art. 25.2 (modelo 211). */
export const NON_RESIDENT_RATE: Readonly<Record<Exclude<Residence, 'resident'>, number>> = {
  eu: 19,
  nonEu: 24,
};
export const NON_RESIDENT_GAIN_RATE = 19;
export const SALE_WITHHOLDING_PERCENT = 3;

export interface Owner {
  share: number;
  /** The old links' flat rate (the scales' model ignores it). */
  marginalRatePercent: number;
  /** Base liquidable general without this property. */
  otherIncome: number;
  /** Base liquidable del ahorro without this property's gain. */
  otherSavingsIncome: number;
}

export interface OwnershipInput {
  owners: number;
  ownerSharePercent: number;
  marginalRatePercent: number;
  secondMarginalRatePercent: number;
  otherIncome: number;
  secondOtherIncome: number;
  otherSavingsIncome: number;
  secondOtherSavingsIncome: number;
}

export function ownersOf(input: OwnershipInput): Owner[] {
  const first: Owner = {
    share: 1,
    marginalRatePercent: input.marginalRatePercent,
    otherIncome: input.otherIncome,
    otherSavingsIncome: input.otherSavingsIncome,
  };
  if (input.owners !== 2) return [first];
  const share = Math.min(1, Math.max(0, input.ownerSharePercent / 100));
  return [
    { ...first, share },
    {
      share: 1 - share,
      marginalRatePercent: input.secondMarginalRatePercent,
      otherIncome: input.secondOtherIncome,
      otherSavingsIncome: input.secondOtherSavingsIncome,
    },
  ];
}

export const imputationRate = (revised: boolean): number =>
  revised ? IMPUTATION_RATE_REVISED : IMPUTATION_RATE_OTHER;

/** Only the home let as the tenant's dwelling has the art. 23.2 reduction, and only for residents. */
export const reductionApplies = (letting: Letting, residence: Residence): boolean =>
  letting === 'longTerm' && residence === 'resident';
