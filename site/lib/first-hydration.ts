// Whether React is hydrating the page the visitor opened (until the first in-site navigation):
// StaticContent keeps the server's HTML only then.
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
