// Cookie banner (spec section 4): appears 1 s after load when no choice is stored; «Configurar
// cookies» in the footer opens the settings. Only this gate is in every page's first load: the
// banner and the dialog (CookieBannerPanel.tsx) load when one of them is about to be shown.
import * as React from 'react';
import { Suspense, lazy, useEffect, useState } from 'react';
import { COOKIE_BANNER_DELAY_MS, type CookieConsent } from '../../core/consent';
import { OPEN_COOKIE_SETTINGS_EVENT, readConsent } from '../lib/consent';

const CookieBannerPanel = lazy(() => import('./CookieBannerPanel'));

export default function CookieBanner() {
  const [bannerOpen, setBannerOpen] = useState(false);
  const [dialogConsent, setDialogConsent] = useState<CookieConsent | null>(null);

  // Storage is only read after mount: the server render and hydration never show the banner.
  useEffect(() => {
    if (readConsent().stored) return;
    const timer = window.setTimeout(() => setBannerOpen(true), COOKIE_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    const open = () => setDialogConsent(readConsent().consent);
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
  }, []);

  if (!bannerOpen && !dialogConsent) return null;
  return (
    <Suspense fallback={null}>
      <CookieBannerPanel
        bannerOpen={bannerOpen}
        dialogConsent={dialogConsent}
        onBannerClose={() => setBannerOpen(false)}
        onDialog={setDialogConsent}
      />
    </Suspense>
  );
}
