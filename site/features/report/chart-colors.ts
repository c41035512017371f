// The report's chart colours: the brand's (core/site.ts), as on the page's charts.
import { SITE } from '../../../core/site';

export const CHART_COLORS = {
  primary: SITE.colors.mid,
  secondary: SITE.colors.teal,
} as const;
