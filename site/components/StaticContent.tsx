// A part of a page with nothing to do in the browser (text, tables, links): React keeps the
// server's HTML of it as it is, instead of hydrating it element by element.
import * as React from 'react';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { navigate } from 'gatsby';
import { API_FALLBACK } from '../../core/api';
import { isFirstHydration } from '../lib/first-hydration';

/** Where the endpoints' addresses start ('/api/'), from their fallback's ('/api/*'). */
const API_ADDRESSES = API_FALLBACK.replace('*', '');

// A click on a link to a page of the site, inside kept HTML, opens it without a reload as
// Gatsby's `Link` does; other sites, files, `/api/`, anchors and new tabs are the browser's.
export function followInSite(event: React.MouseEvent<HTMLElement>): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = (event.target as Element).closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  if (/\.[a-z0-9]+$/i.test(url.pathname) || url.pathname.startsWith(API_ADDRESSES)) return;
  if (
    url.hash &&
    url.pathname === window.location.pathname &&
    url.search === window.location.search
  )
    return;
  event.preventDefault();
  void navigate(url.pathname + url.search + url.hash);
}

// The same object on every render: React sets inner HTML only when this prop changes, and in
// production it neither compares nor hydrates what the server wrote inside it.
const SERVER_HTML = { __html: '' } as const;

// Keeps the server's HTML while the opened page hydrates; if React must render it after all (a
// mismatch), the element comes up empty and the children render before the frame is painted.
export default function StaticContent({
  as: Tag = 'div',
  className,
  children,
}: {
  as?: 'article' | 'section' | 'div';
  className?: string;
  children: ReactNode;
}) {
  const [kept, setKept] = useState(isFirstHydration);
  const ref = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (kept && ref.current && !ref.current.hasChildNodes()) setKept(false);
  }, [kept]);
  // Public facts (the end-to-end tests'): React owns the part, its server HTML kept or rendered.
  useEffect(() => {
    ref.current?.setAttribute('data-ready', 'true');
    ref.current?.setAttribute('data-static', kept ? 'kept' : 'rendered');
  }, [kept]);

  return kept ? (
    <Tag
      ref={ref}
      className={className}
      dangerouslySetInnerHTML={SERVER_HTML}
      suppressHydrationWarning
      onClick={followInSite}
    />
  ) : (
    <Tag ref={ref} className={className} onClick={followInSite}>
      {children}
    </Tag>
  );
}
