// The agency banner, hydrated once the visitor does something (site/lib/until-input.ts): its HTML
// is prerendered complete (Gatsby waits for every Suspense boundary), React keeps that HTML until
// the banner's code arrives, so the banner is out of every page's first-load JavaScript, idle-time
// chunks included. Its link works before.
import * as React from 'react';
import { Suspense, lazy } from 'react';
import type AgencyBannerView from './AgencyBanner';
import { untilInput } from '../lib/until-input';

const AgencyBanner = lazy(() => untilInput('.agency-banner').then(() => import('./AgencyBanner')));

export default function LazyAgencyBanner(props: React.ComponentProps<typeof AgencyBannerView>) {
  return (
    <Suspense fallback={null}>
      <AgencyBanner {...props} />
    </Suspense>
  );
}
