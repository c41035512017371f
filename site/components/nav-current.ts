// Which main-menu entry is the page shown, for the server's menu and the browser's kept one.
import { normalisePath } from '../../core/paths';

/** Whether a nav item is the current page; '/' only matches itself, the rest also their subpaths. */
export function isCurrent(itemPath: string, pathname: string): boolean {
  const current = normalisePath(pathname.toLowerCase());
  if (itemPath === '/') return current === '/';
  return current === itemPath || current.startsWith(`${itemPath}/`);
}
