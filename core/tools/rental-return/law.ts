// The official texts each line of the return cites (BOE consolidated texts).

export const LIRPF_URL = 'https://www.boe.es/buscar/act.php?id=BOE-A-2006-20764';
export const RIRPF_URL = 'https://www.boe.es/buscar/act.php?id=BOE-A-2007-6820';
export const TRLIRNR_URL = 'https://www.boe.es/buscar/act.php?id=BOE-A-2004-4527';
export const LEY_12_2023_URL = 'https://www.boe.es/buscar/act.php?id=BOE-A-2023-12203';

/** Art. 85.1 LIRPF: on the cadastral value, 1,1 % when revised in the year or the ten before. */
export const IMPUTATION_RATE = 2;
export const IMPUTATION_REVISED_RATE = 1.1;
export const IMPUTATION_REVISION_YEARS = 10;
/** Art. 85.1: with no cadastral value, half the value for the wealth tax (the acquisition value). */
export const IMPUTATION_NO_CADASTRAL_SHARE = 0.5;
/** Art. 23.2.a: the new rent lowered by more than 5 % on the previous contract's. */
export const TENSIONADA_RENT_CUT_PERCENT = 5;
/** Art. 23.2.b.1.º: the tenant's age at signing. */
export const YOUNG_TENANT_AGES = { min: 18, max: 35 } as const;
