// The investment analysis' Excel download: its address and file name (browser-safe, no zod, no engine).
import type { AnalysisInput } from '../investment-analysis/inputs';
import { analysisShareQuery } from '../investment-analysis/share-query';
import { shareBody } from './body';

export const ANALYSIS_EXCEL_FILENAME = 'analisis-inversion.xlsx';

/** The share link's parameters, so the page and the file come from one set of inputs. */
export function analysisExcelBody(input: Partial<AnalysisInput>): Record<string, string> {
  return shareBody(analysisShareQuery(input));
}
