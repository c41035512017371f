// The two methods of the municipal plusvalía, line by line as the result shows them.
import type { MunicipalPlusvaliaResult } from '../../../core/tax/municipal-plusvalia';
import type { ResultRow } from '../../components/ui/ResultGrid';
import { MP_RESULTS_TEXT as T } from './results-text';

type Rows = readonly ResultRow<MunicipalPlusvaliaResult>[];

export const OBJECTIVE_ROWS: Rows = [
  {
    field: 'objective.landValue',
    label: T.landValue,
    value: (r) => r.objective.landValue,
    format: 'euros',
  },
  {
    field: 'objective.coefficient',
    label: T.coefficient,
    value: (r) => r.objective.coefficient,
    format: 'coefficient',
  },
  { field: 'objective.base', label: T.base, value: (r) => r.objective.base, format: 'euros' },
  { field: 'objective.quota', label: T.quota, value: (r) => r.objective.quota, format: 'euros' },
];

export const REAL_ROWS: Rows = [
  { field: 'real.gain', label: T.gain, value: (r) => r.real.gain, format: 'euros' },
  {
    field: 'real.landShare',
    label: T.landShare,
    value: (r) => r.real.landShare,
    format: 'fraction',
  },
  { field: 'real.base', label: T.base, value: (r) => r.real.base, format: 'euros' },
  { field: 'real.quota', label: T.quota, value: (r) => r.real.quota, format: 'euros' },
];
