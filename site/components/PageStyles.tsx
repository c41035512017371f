// The page's own style sheet from its context (server/build/page-styles.ts), inlined in its head.
import * as React from 'react';

export function pageStylesOf(pageContext: unknown): string | undefined {
  return (pageContext as { pageStyles?: string } | undefined)?.pageStyles;
}

export default function PageStyles({ pageContext }: { pageContext: unknown }) {
  const css = pageStylesOf(pageContext);
  // As markup: React would escape the '>' of child selectors in a text child.
  return css ? <style data-page-styles="" dangerouslySetInnerHTML={{ __html: css }} /> : null;
}
