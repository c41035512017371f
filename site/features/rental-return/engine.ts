// The engine and next year's document, loaded after the form is React's: the form itself needs
// neither to hydrate.
import { computeReturn } from '../../../core/tools/rental-return/compute';
import { canComputeYear, nextYearDocument } from '../../../core/tools/rental-return/next-year';

export { canComputeYear, computeReturn, nextYearDocument };
