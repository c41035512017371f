// The agency banner, hydrated when it comes near the screen or on the first tap (site/lib/
// near-screen.ts): its HTML is prerendered complete (Gatsby waits for every Suspense boundary),
// React keeps that HTML until the banner's code arrives, so the banner is out of what every page
// loads before anyone touches it. Its link works before.
import * as React from 'react';
import { Suspense, lazy } from 'react';
import { nearScreen } from '../lib/near-screen';
import type AgencyBannerView from './AgencyBanner';

const AgencyBanner = lazy(() => nearScreen('.agency-banner').then(() => import('./AgencyBanner')));

export default function LazyAgencyBanner(props: React.ComponentProps<typeof AgencyBannerView>) {
  return (
    <Suspense fallback={null}>
      <AgencyBanner {...props} />
    </Suspense>
  );
}
