// Not yet read: the regional helper replaces this with the community's scale, law and gazette.
import type { RegionalIrpf } from '../types';

export const ARAGON: RegionalIrpf = { code: 'aragon', regime: 'common', years: [] };
