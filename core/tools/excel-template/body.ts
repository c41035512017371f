// The Excel buttons POST the share link's parameters as JSON strings: no figure in a URL, one codec.
// Apart from the template's rows, so a download button carries no field labels.
import { writeShareQuery } from '../../share';
import type { RentalYieldInput } from '../yield/engine';

export const EXCEL_TEMPLATE_FILENAME = 'plantilla-rentabilidad-alquiler.xlsx';

/** The parameters of a share query as a plain object. @example shareBody('price=150000&rate=2,5') // { price: '150000', rate: '2,5' } */
export function shareBody(query: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(query));
}

/** The template's request body: the yield calculator's figures, or none for the blank sheet. */
export function excelTemplateBody(input?: Partial<RentalYieldInput>): Record<string, string> {
  return shareBody(writeShareQuery(input ?? {}));
}
