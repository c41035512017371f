// Helpers of the investment-analysis specs: open the page until its form hydrates, submit, and the
// engine's result for the same form values.
import type { Page } from '@playwright/test';
import { analyseInvestment } from '../core/tools/investment-analysis';
import { toAnalysisInput, type AnalysisFormValues } from '../core/tools/investment-analysis/fields';
import { openTool } from './calculators';
import { formSubmit } from './locators';

export const ANALYSIS_PAGE = '/analisis-inversion';

export const submitAnalysis = (page: Page) => formSubmit(page, 'analysis').click();

/** What the engine computes from the form values the page was given. */
export const expectedAnalysis = (values: AnalysisFormValues) =>
  analyseInvestment(toAnalysisInput(values));

/** The analysis open and hydrated (`openTool`), by default without a link. */
export const openAnalysis = (page: Page, path = ANALYSIS_PAGE): Promise<void> =>
  openTool(page, path);
