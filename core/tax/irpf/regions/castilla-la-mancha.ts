// Not yet read: the regional helper replaces this with the community's scale, law and gazette.
import type { RegionalIrpf } from '../types';

export const CASTILLA_LA_MANCHA: RegionalIrpf = { code: 'castilla-la-mancha', regime: 'common', years: [] };
