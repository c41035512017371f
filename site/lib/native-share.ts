// "Compartir" on a phone: the native share sheet (Web Share API), else the copy every tool uses.
// Its own module, so only the pages that use it carry it.
import { copyShareLink } from './share';

/**
 * On a phone (coarse pointer) with the Web Share API: the native share sheet; elsewhere, or when
 * the sheet fails for another reason than the user closing it, the copy of copyShareLink.
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
