// The yield form's zod schemas, loaded when a saved or shared form is restored or on the first
// change, not with the page.
import { deferred } from '../../lib/deferred';

export const yieldSchemas = deferred(() => import('../../../core/tools/yield/schema'));
export const yieldSchema = deferred(() => yieldSchemas.load().then((m) => m.yieldSchema));
