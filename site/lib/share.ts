// Share links in the browser: the absolute URL of the current tool with its inputs, and copying it.
import { buildShareUrl, type ShareValues } from './share-params';

export type { ShareValues } from './share-params';

export { SHARE_TEXT } from './share-text';

/** @example shareUrl('/hipoteca', { loanAmount: 200000 }) // 'https://…/hipoteca#loanAmount=200000' */
export function shareUrl(
  pathname: string,
  values: ShareValues,
  origin: string = window.location.origin,
): string {
  return buildShareUrl(origin, pathname, values);
}

// Copies `url` and toasts the outcome; resolves to whether it was copied. Its code loads on the
// first click; when it cannot load (offline) the link is not copied and the button says so.
export const copyShareLink = (url: string): Promise<boolean> =>
  import('./copy-link').then(
    (module) => module.copyShareLink(url),
    () => false,
  );
