// "Compartir" on a phone: the native share sheet (Web Share API), else the copy every tool uses.
// Its own module, so only the pages that use it carry it.
import { copyShareLink } from './share';

/** The sheet on a coarse pointer; a failure other than the user closing it falls back to the copy. */
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
