// Share links in the browser: the absolute URL of the current tool with its inputs, and copying it.
import { notify } from './notify';
import { buildShareUrl, type ShareValues } from './share-params';

export { readShareParams, type ShareValues } from './share-params';

export const SHARE_TEXT = {
  button: 'Compartir enlace',
  copied: 'Enlace copiado',
  copiedDescription: 'Pega el enlace para abrir la calculadora con estos mismos datos.',
  failed: 'No se pudo copiar el enlace',
  failedDescription: 'Copia la dirección de la barra del navegador.',
} as const;

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

/** Copies `url` to the clipboard and toasts the outcome; resolves to whether it was copied. */
export async function copyShareLink(url: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('Clipboard API not available');
    await navigator.clipboard.writeText(url);
    notify({ title: SHARE_TEXT.copied, description: SHARE_TEXT.copiedDescription });
    return true;
  } catch (error) {
    console.warn('Could not copy the share link', error);
    notify({
      title: SHARE_TEXT.failed,
      description: SHARE_TEXT.failedDescription,
      variant: 'destructive',
    });
    return false;
  }
}

/**
 * On a phone (coarse pointer) with the Web Share API: the native share sheet; elsewhere, or when
 * the sheet fails for another reason than the user closing it, the copy above.
 */
export async function shareOrCopyLink(url: string, title: string): Promise<boolean> {
  const phone =
    typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
  if (phone && typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return true;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return false;
    }
  }
  return copyShareLink(url);
}
