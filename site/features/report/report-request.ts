// What a results component hands the PDF button: its tool and the same result objects it shows.
import type { RentalYieldResult } from '../../../core/tools/yield/engine';
import type { YieldFormValues } from '../../../core/tools/yield/schema';
import type { MortgageFormValues } from '../../../core/tools/mortgage/schema';
import type { AnalysisOutcome } from '../investment-analysis/outcome';
import type { MortgageOutcome } from '../mortgage/outcome';

export type ReportRequest =
  | { kind: 'analysis'; outcome: AnalysisOutcome }
  | { kind: 'mortgage'; outcome: MortgageOutcome; values: MortgageFormValues }
  | { kind: 'yield'; result: RentalYieldResult; values: YieldFormValues };
