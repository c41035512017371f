// The agency banner, hydrated after the page is interactive: its HTML is prerendered complete
// (Gatsby waits for every Suspense boundary), React keeps that HTML until the banner's code
// arrives, so the banner is out of every page's first-load JavaScript. Its link works before.
import * as React from 'react';
import { Suspense, lazy } from 'react';
import type AgencyBannerView from './AgencyBanner';

const AgencyBanner = lazy(() => import('./AgencyBanner'));

export default function LazyAgencyBanner(props: React.ComponentProps<typeof AgencyBannerView>) {
  return (
    <Suspense fallback={null}>
      <AgencyBanner {...props} />
    </Suspense>
  );
}
