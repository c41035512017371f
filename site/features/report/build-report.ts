// The report of a request: each tool's mapping from the result objects its page shows.
import { analysisReport } from './analysis-report';
import { mortgageReport } from './mortgage-report';
import type { Report } from './report-model';
import type { ReportRequest } from './report-request';
import { yieldReport } from './yield-report';

export function buildReport(request: ReportRequest, link: string, now: Date): Report {
  switch (request.kind) {
    case 'analysis':
      return analysisReport(request.outcome, link, now);
    case 'mortgage':
      return mortgageReport(request.outcome, request.values, link, now);
    case 'yield':
      return yieldReport(request.result, request.values, link, now);
  }
}
