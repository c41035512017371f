// Helpers of the investment-analysis specs: open, submit, and the engine's result for a form.
import type { Page } from '@playwright/test';
import { analyseInvestment } from '../core/tools/investment-analysis';
import { toAnalysisInput, type AnalysisFormValues } from '../core/tools/investment-analysis/fields';
import { openTool } from './calculators';
import { formSubmit } from './locators';

export const ANALYSIS_PAGE = '/analisis-inversion';

export const submitAnalysis = (page: Page) => formSubmit(page, 'analysis').click();

export const expectedAnalysis = (values: AnalysisFormValues) =>
  analyseInvestment(toAnalysisInput(values));

export const openAnalysis = (page: Page, path = ANALYSIS_PAGE): Promise<void> =>
  openTool(page, path);
