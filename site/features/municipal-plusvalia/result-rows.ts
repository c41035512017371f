// The two methods of the municipal plusvalía, line by line as the result shows them.
import type { MunicipalPlusvaliaResult } from '../../../core/tax/municipal-plusvalia';
import { resultRow as row, type ResultRow } from '../../components/ui/ResultGrid';
import { MP_RESULTS_TEXT as T } from './results-text';

type Rows = readonly ResultRow<MunicipalPlusvaliaResult>[];

export const OBJECTIVE_ROWS: Rows = [
  row('objective.landValue', T.landValue, (r) => r.objective.landValue, 'euros'),
  row('objective.coefficient', T.coefficient, (r) => r.objective.coefficient, 'coefficient'),
  row('objective.base', T.base, (r) => r.objective.base, 'euros'),
  row('objective.quota', T.quota, (r) => r.objective.quota, 'euros'),
];

export const REAL_ROWS: Rows = [
  row('real.gain', T.gain, (r) => r.real.gain, 'euros'),
  row('real.landShare', T.landShare, (r) => r.real.landShare, 'fraction'),
  row('real.base', T.base, (r) => r.real.base, 'euros'),
  row('real.quota', T.quota, (r) => r.real.quota, 'euros'),
];
