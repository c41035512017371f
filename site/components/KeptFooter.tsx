// The footer in the browser: the server's HTML of its links and owner, kept for every page the
// visitor opens (it is the same on all of them but for the current link), and its last row.
import * as React from 'react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { normalisePath } from '../../core/paths';
import FooterBottom from './FooterBottom';
import type { SiteContact } from './footer-context';
import { followInSite } from './StaticContent';

const TOP_CLASS = 'site-footer__top';

// Read once, as the app's code first runs on the server's page: later pages draw the same HTML.
const SERVER_TOP = {
  __html:
    typeof document === 'undefined'
      ? ''
      : (document.querySelector(`.${TOP_CLASS}`)?.innerHTML ?? ''),
} as const;

/** Marks the link to `pathname` as the current page, as a `Link` does, and only that one. */
export function markCurrentLink(container: Element, pathname: string): void {
  const current = normalisePath(pathname);
  for (const link of container.querySelectorAll('a[href^="/"]')) {
    if (normalisePath(link.getAttribute('href') ?? '') === current) {
      link.setAttribute('aria-current', 'page');
    } else {
      link.removeAttribute('aria-current');
    }
  }
}

export default function KeptFooter({
  pathname,
  contact,
}: {
  pathname: string;
  contact: SiteContact;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (ref.current) markCurrentLink(ref.current, pathname);
  }, [pathname]);
  // Public facts (the end-to-end tests'), as StaticContent gives them.
  useEffect(() => {
    ref.current?.setAttribute('data-ready', 'true');
    ref.current?.setAttribute('data-static', 'kept');
  }, []);
  return (
    <footer className="site-footer">
      <div className="container">
        <div
          ref={ref}
          className={TOP_CLASS}
          dangerouslySetInnerHTML={SERVER_TOP}
          suppressHydrationWarning
          onClick={followInSite}
        />
        <FooterBottom year={contact.year} />
      </div>
    </footer>
  );
}
