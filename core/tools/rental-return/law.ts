// The official texts each line of the return cites (BOE consolidated texts).

export const LIRPF_URL = 'https://www.boe.es/buscar/act.php?id=BOE-A-2006-20764';
export const RIRPF_URL = 'https://www.boe.es/buscar/act.php?id=BOE-A-2007-6820';
export const TRLIRNR_URL = 'https://www.boe.es/buscar/act.php?id=BOE-A-2004-4527';
export const LEY_12_2023_URL = 'https://www.boe.es/buscar/act.php?id=BOE-A-2023-12203';

/** Art. 85.1 LIRPF: on the cadastral value, 1,1 % when revised in the year or the ten before. */
export const IMPUTATION_RATE = 2;
export const IMPUTATION_REVISED_RATE = 1.1;
export const IMPUTATION_REVISION_YEARS = 10;
/**
 * Disposición adicional 55.ª LIRPF (Ley 31/2022, for 2023): in these tax years the 1,1 % covers every
 * value revised in a general collective valuation in force from 1 January of `since`. Each decree was
 * repealed after the 31 December accrual and the Agencia Tributaria's manuals apply it; no text
 * extends it to 2026.
 */
export const IMPUTATION_DA55: Readonly<
  Record<number, { since: number; decree: string; repealed: string } | undefined>
> = {
  2024: {
    since: 2012,
    decree: 'Real Decreto-ley 9/2024 (art. 6.Segundo)',
    repealed: 'enero de 2025',
  },
  2025: {
    since: 2012,
    decree: 'Real Decreto-ley 16/2025 (art. 14.Dos)',
    repealed: 'enero de 2026',
  },
};
/** Art. 85.1: with no cadastral value, half the value for the wealth tax (the acquisition value). */
export const IMPUTATION_NO_CADASTRAL_SHARE = 0.5;
/** Art. 23.2.a: the new rent lowered by more than 5 % on the previous contract's. */
export const TENSIONADA_RENT_CUT_PERCENT = 5;
/** Art. 23.2.b.1.º: the tenant's age at signing. */
export const YOUNG_TENANT_AGES = { min: 18, max: 35 } as const;
