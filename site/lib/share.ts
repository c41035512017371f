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
