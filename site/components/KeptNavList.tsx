// The main menu's entries in the browser: the server's HTML (site/lib/kept-html.ts), the current
// entry marked for each page, a followed link opening its page without a reload.
import * as React from 'react';
import { useLayoutEffect, useRef, type MouseEvent } from 'react';
import { markCurrentLinks, serverHtml } from '../lib/kept-html';
import { isCurrent } from './nav-current';
import { followInSite } from './StaticContent';

const NAV_LIST_CLASS = 'site-nav__list';
const SERVER_LIST = serverHtml(`.${NAV_LIST_CLASS}`);

export default function KeptNavList({
  pathname,
  onNavigate,
}: {
  pathname: string;
  onNavigate: () => void;
}) {
  const ref = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    if (ref.current) markCurrentLinks(ref.current, (href) => isCurrent(href, pathname));
  }, [pathname]);
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest?.('a[href]')) onNavigate();
    followInSite(event);
  };
  return (
    <ul
      ref={ref}
      className={NAV_LIST_CLASS}
      dangerouslySetInnerHTML={SERVER_LIST}
      suppressHydrationWarning
      onClick={onClick}
    />
  );
}
