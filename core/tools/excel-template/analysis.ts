// The investment analysis' Excel download: its address and file name (browser-safe, no zod, no engine).
import { ANALYSIS_EXCEL_API } from '../../api';
import type { AnalysisInput } from '../investment-analysis/inputs';
import { analysisShareQuery } from '../investment-analysis/share-query';

export const ANALYSIS_EXCEL_FILENAME = 'analisis-inversion.xlsx';

/**
 * The download address of an analysis: the same query parameters as its share link, the user's
 * corrections of the purchase costs included, so what the page shows and what the file holds come
 * from one set of inputs.
 * @example analysisExcelUrl({ price: 150000 }) // '/api/analysis-excel?price=150000'
 */
export function analysisExcelUrl(input: Partial<AnalysisInput>): string {
  const query = analysisShareQuery(input);
  return query ? `${ANALYSIS_EXCEL_API}?${query}` : ANALYSIS_EXCEL_API;
}
