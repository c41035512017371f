// One tax year's half of the scale as read in the law: in force from 1 January to 31 December.
import type { IrpfScaleYear } from './types';

type ReadInLaw = Omit<
  IrpfScaleYear,
  'year' | 'validFrom' | 'validTo' | 'confidence' | 'lastChecked'
>;

/** Checked in the official text on the day the scales were read. */
export const lawYear = (year: number, scale: ReadInLaw): IrpfScaleYear => ({
  year,
  ...scale,
  validFrom: `${year}-01-01`,
  validTo: `${year}-12-31`,
  confidence: 'law',
  lastChecked: '2026-12-06',
});
