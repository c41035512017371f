// A part of a page with nothing to do in the browser (text, tables, plain links): React keeps the
// server's HTML of it as it is, instead of hydrating it element by element (issue 27: the work at
// load; 1.648 elements on the sources page, 253 on a community's purchase-cost page).
import * as React from 'react';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { isFirstHydration } from '../lib/first-hydration';

/**
 * The same object on every render: React sets an element's inner HTML only when this prop changes,
 * and in production it neither compares nor hydrates what the server wrote inside it.
 */
const SERVER_HTML = { __html: '' } as const;

/**
 * Renders `children` on the server and after a navigation inside the site; while the page opened
 * is hydrated it keeps the server's HTML. For content the server always renders, with no handlers
 * and with plain `<a>` links (a Gatsby `Link` inside would lose its in-site navigation). If React
 * has to render it in the browser after all (the server's HTML did not match), the element comes up
 * empty and the children are rendered before the frame is painted.
 */
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

  return kept ? (
    <Tag
      ref={ref}
      className={className}
      dangerouslySetInnerHTML={SERVER_HTML}
      suppressHydrationWarning
    />
  ) : (
    <Tag ref={ref} className={className}>
      {children}
    </Tag>
  );
}
