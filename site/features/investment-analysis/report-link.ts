// The link a report prints: the analysis' values that differ from the form's defaults, so that
// deflated it stays short enough to print in two lines and to scan as a QR code. The price, the loan
// (its default follows the price) and the market figures (an editor updates their defaults) always go.
import { writeShareQuery } from '../../../core/share';
import { ANALYSIS_FORM_DEFAULTS } from '../../../core/tools/investment-analysis/fields';

const ALWAYS = new Set(['price', 'loanAmount', 'euribor', 'benchmarkPercent']);
const LET_MODE_KEYS = new Set(['defaultInsurancePercent', 'furniture', 'utilities']);

/** @example withoutDefaults('https://x.es/analisis-inversion#price=1&ibi=400') // '…#price=1' */
export function withoutDefaults(url: string): string {
  const at = url.indexOf('#');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  const defaults = new URLSearchParams(writeShareQuery(ANALYSIS_FORM_DEFAULTS));
  // A tourist or seasonal link without these opens with its let mode's defaults, not the form's.
  const letMode = params.get('letting') === 'tourist' || params.get('letting') === 'seasonal';
  for (const [key, value] of [...params]) {
    if (ALWAYS.has(key) || (letMode && LET_MODE_KEYS.has(key))) continue;
    if (defaults.get(key) === value) params.delete(key);
  }
  return `${url.slice(0, at)}#${params.toString().replace(/%2C/g, ',')}`;
}
