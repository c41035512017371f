// The purchase-costs calculation in the browser: the server's answer, and what a failure tells the
// visitor. Loaded after the page is interactive, with the request helper, out of the first load.
import { PURCHASE_COSTS_API } from '../../../core/api';
import type { PurchaseCostsResult } from '../../../core/tax/purchase-costs';
import type { PurchaseCostsRequest } from '../../../core/tools/purchase-costs/schema';
import { apiRequest } from '../../lib/api';
import { notifyRequestError } from '../../lib/request-error';
import { toPurchaseRequest } from './request';
import { ERROR_TITLE } from './text';

// What a failed calculation says, under the button. A successful one says nothing more: the result
// is the confirmation (the README records the difference from the spec's success toast).
const TOAST_TEXT = {
  errorTitle: ERROR_TITLE,
  unexpected: 'Ocurrió un error inesperado',
} as const;

export async function calculate(values: PurchaseCostsRequest): Promise<PurchaseCostsResult> {
  const response = await apiRequest('POST', PURCHASE_COSTS_API, toPurchaseRequest(values));
  return (await response.json()) as PurchaseCostsResult;
}

/** The server's Spanish message under the button (`inline`), its per-field messages under their fields. */
export function notifyCalculationError(
  error: unknown,
  showFieldMessages: (messages: Readonly<Record<string, string>>) => void,
  inline: (message: string) => void,
): void {
  notifyRequestError(error, {
    title: TOAST_TEXT.errorTitle,
    fallback: TOAST_TEXT.unexpected,
    showFieldMessages,
    inline,
  });
}
