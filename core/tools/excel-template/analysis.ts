// The investment analysis' Excel download: its address and file name (browser-safe, no zod, no engine).
import type { AnalysisInput } from '../investment-analysis/inputs';
import { analysisShareQuery } from '../investment-analysis/share-query';
import { shareBody } from './body';

export const ANALYSIS_EXCEL_FILENAME = 'analisis-inversion.xlsx';

/**
 * The body POSTed to ANALYSIS_EXCEL_API: the same parameters as the analysis' share link, the
 * user's corrections of the purchase costs included, so what the page shows and what the file
 * holds come from one set of inputs.
 * @example analysisExcelBody({ price: 150000 }) // { price: '150000' }
 */
export function analysisExcelBody(input: Partial<AnalysisInput>): Record<string, string> {
  return shareBody(analysisShareQuery(input));
}
