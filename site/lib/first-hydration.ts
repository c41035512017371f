// Whether React is hydrating the page the visitor opened: from the hydrate function's start
// (gatsby-browser.tsx) until the first navigation inside the site. StaticContent reads it to keep
// the server's HTML of a part it would otherwise hydrate element by element.
let hydrating = false;

export function startFirstHydration(): void {
  hydrating = true;
}

export function endFirstHydration(): void {
  hydrating = false;
}

export function isFirstHydration(): boolean {
  return hydrating;
}
