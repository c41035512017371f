// The footer in the browser: the server's HTML of its links and owner (site/lib/kept-html.ts), kept
// for every page the visitor opens (the same on all but for the current link), and its last row.
import * as React from 'react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import FooterBottom from './FooterBottom';
import type { SiteContact } from './footer-context';
import { followInSite } from './StaticContent';
import { isPage, markCurrentLinks, serverHtml } from '../lib/kept-html';

const TOP_CLASS = 'site-footer__top';

const SERVER_TOP = serverHtml(`.${TOP_CLASS}`);

export default function KeptFooter({
  pathname,
  contact,
}: {
  pathname: string;
  contact: SiteContact;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (ref.current) markCurrentLinks(ref.current, isPage(pathname));
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
