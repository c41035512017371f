// The structured data in the browser: the blocks the server wrote for the page first opened, given
// back to Gatsby's head as they are (it would remove what the page's Head no longer renders). Pages
// reached inside the site carry none: search engines read each page as the server sends it.
import * as React from 'react';
import { normalisePath } from '../../core/paths';

const FIRST_PAGE =
  typeof document === 'undefined'
    ? undefined
    : {
        path: normalisePath(window.location.pathname),
        blocks: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
          (block) => block.textContent ?? '',
        ),
      };

export function KeptJsonLd({ path }: { path: string }) {
  if (!FIRST_PAGE || normalisePath(path) !== FIRST_PAGE.path) return null;
  return (
    <>
      {FIRST_PAGE.blocks.map((text, index) => (
        <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: text }} />
      ))}
    </>
  );
}
