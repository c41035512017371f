// Copying a share link, loaded on the first click of a "Compartir" button (site/lib/share.ts).
import { notify } from './notify';
import { SHARE_TEXT } from './share-text';

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
