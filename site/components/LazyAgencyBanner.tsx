// The agency banner, prerendered complete and hydrated near the screen or on the first tap
// (site/lib/near-screen.ts): out of what every page loads before anyone touches it.
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
