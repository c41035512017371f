// Not yet read: the regional helper replaces this with the community's scale, law and gazette.
import type { RegionalIrpf } from '../types';

export const MURCIA: RegionalIrpf = { code: 'murcia', regime: 'common', years: [] };
