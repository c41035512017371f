// Share links in the browser: the absolute URL of the current tool with its inputs, and copying it.
import { buildShareUrl, type ShareValues } from './share-params';

export { readShareParams, type ShareValues } from './share-params';

export { SHARE_TEXT } from './share-text';

/**
 * The absolute address of `pathname` on this site with `values` in the query.
 * @example shareUrl('/hipoteca', { loanAmount: 200000 }) // 'https://…/hipoteca?loanAmount=200000'
 */
export function shareUrl(
  pathname: string,
  values: ShareValues,
  origin: string = window.location.origin,
): string {
  return buildShareUrl(origin, pathname, values);
}

/**
 * Copies `url` to the clipboard and toasts the outcome; resolves to whether it was copied. Its code
 * (and the toast's) loads on the first click, not with the page (issue 27); when it cannot load
 * (offline) the link is not copied, and the button's own message says so.
 */
export const copyShareLink = (url: string): Promise<boolean> =>
  import('./copy-link').then(
    (module) => module.copyShareLink(url),
    () => false,
  );
