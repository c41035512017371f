// Cookie banner (spec section 4): appears 1 s after load when no choice is stored, opens settings.
import { COOKIE_POLICY_PATH } from '../../core/routes';
import * as React from 'react';
import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'gatsby';
import {
  ACCEPT_ALL,
  COOKIE_BANNER_DELAY_MS,
  DEFAULT_CONSENT,
  type CookieConsent,
} from '../../core/consent';
import { OPEN_COOKIE_SETTINGS_EVENT, readConsent, saveConsent } from '../lib/consent';

/** The settings dialog's code loads only when it is about to be needed, not with every page. */
const loadDialog = () => import('./CookieSettingsDialog');
const CookieSettingsDialog = lazy(loadDialog);

const TEXT = {
  title: 'Usamos cookies',
  // Two short paragraphs, not one long one: the banner appears after the page has painted, and
  // one large block of text would become the page's Largest Contentful Paint on phones.
  body: 'Usamos cookies necesarias para que el sitio funcione y, solo si lo aceptas, cookies analíticas, de marketing y funcionales.',
  change:
    'Puedes cambiar tu elección cuando quieras desde «Configurar cookies», al pie de la página.',
  more: 'Más información sobre las cookies',
  acceptAll: 'Aceptar todas',
  onlyNecessary: 'Solo necesarias',
  configure: 'Configurar',
  close: 'Cerrar aviso de cookies',
} as const;

export default function CookieBanner() {
  const [bannerOpen, setBannerOpen] = useState(false);
  const [dialogConsent, setDialogConsent] = useState<CookieConsent | null>(null);
  const bannerRef = useRef<HTMLElement>(null);
  const titleId = useId();

  // Storage is only read after mount: the server render and hydration never show the banner.
  useEffect(() => {
    if (readConsent().stored) return;
    const timer = window.setTimeout(() => {
      setBannerOpen(true);
      // The banner offers 'Configurar': fetch the dialog now so it opens without a wait.
      void loadDialog();
    }, COOKIE_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    const open = () => setDialogConsent(readConsent().consent);
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
  }, []);

  const closeBanner = () => {
    // Focus inside a banner that disappears would be lost; hand it to the main content.
    if (bannerRef.current?.contains(document.activeElement)) {
      document.getElementById('contenido')?.focus({ preventScroll: true });
    }
    setBannerOpen(false);
  };

  // While the banner is shown, the page reserves its height at the bottom (scroll-padding-bottom and
  // body padding in base.css): a field focused with Tab is scrolled above it, never under it.
  useEffect(() => {
    const banner = bannerRef.current;
    if (!bannerOpen || !banner) return;
    const root = document.documentElement;
    const reserve = () =>
      root.style.setProperty('--cookie-banner-height', `${Math.ceil(banner.offsetHeight)}px`);
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--cookie-banner-height');
    };
  }, [bannerOpen]);

  const choose = (consent: CookieConsent) => {
    saveConsent(consent);
    closeBanner();
  };

  return (
    <>
      {bannerOpen && (
        <section
          ref={bannerRef}
          className="cookie-banner"
          aria-labelledby={titleId}
          data-testid="cookie-banner"
        >
          <div className="cookie-banner__text">
            <h2 id={titleId}>{TEXT.title}</h2>
            <p>{TEXT.body}</p>
            <p>
              {TEXT.change} <Link to={COOKIE_POLICY_PATH}>{TEXT.more}</Link>
            </p>
          </div>
          <div className="cookie-banner__actions">
            <button type="button" className="btn btn--primary" onClick={() => choose(ACCEPT_ALL)}>
              {TEXT.acceptAll}
            </button>
            <button
              type="button"
              className="btn btn--secondary"
              onClick={() => choose({ ...DEFAULT_CONSENT })}
            >
              {TEXT.onlyNecessary}
            </button>
            <button
              type="button"
              className="btn btn--secondary"
              aria-haspopup="dialog"
              onClick={() => setDialogConsent(readConsent().consent)}
            >
              {TEXT.configure}
            </button>
          </div>
          <button
            type="button"
            className="btn btn--icon cookie-banner__close"
            aria-label={TEXT.close}
            onClick={closeBanner}
          >
            <span aria-hidden="true">×</span>
          </button>
        </section>
      )}
      {dialogConsent && (
        <Suspense fallback={null}>
          <CookieSettingsDialog
            initial={dialogConsent}
            onCancel={() => setDialogConsent(null)}
            onSave={(consent) => {
              saveConsent(consent);
              setDialogConsent(null);
              setBannerOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
