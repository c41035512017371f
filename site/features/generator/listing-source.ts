// Where the paste-to-check box reads the listing's facts: the generator's form (while it is on
// screen) or the values it last sent. No React, no zod: two components on one page share it.
import type { ListingValues } from '../../../core/tools/generator/schema';

type Source = () => Promise<ListingValues | undefined>;

let source: Source = () => Promise.resolve(undefined);

export function setListingSource(next: Source): void {
  source = next;
}

export function currentListing(): Promise<ListingValues | undefined> {
  return source();
}
