// The page's own style sheet, inlined in its head after the shared ones (server/build/page-styles.ts
// puts it in the page's context); Gatsby's Head also adds it on a client-side navigation.
import * as React from 'react';

export function pageStylesOf(pageContext: unknown): string | undefined {
  return (pageContext as { pageStyles?: string } | undefined)?.pageStyles;
}

export default function PageStyles({ pageContext }: { pageContext: unknown }) {
  const css = pageStylesOf(pageContext);
  // As markup: React would escape the '>' of child selectors in a text child.
  return css ? <style data-page-styles="" dangerouslySetInnerHTML={{ __html: css }} /> : null;
}
