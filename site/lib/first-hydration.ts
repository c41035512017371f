// Whether React is hydrating the page the visitor opened: from the hydrate function's start
// (gatsby-browser.tsx) until the first navigation inside the site. StaticContent reads it to keep
// the server's HTML of a part it would otherwise hydrate element by element.
let hydrating = false;

/** The page opened has prerendered HTML and React starts hydrating it. */
export function startFirstHydration(): void {
  hydrating = true;
}

/** The visitor moved to another page inside the site: what mounts now has no server HTML. */
export function endFirstHydration(): void {
  hydrating = false;
}

export function isFirstHydration(): boolean {
  return hydrating;
}
