// The cookie banner and its settings dialog (spec section 4), loaded by CookieBanner.tsx only when
// one of them is to be shown: a returning visitor with a stored choice never downloads them.
import { COOKIE_POLICY_PATH } from '../../core/routes';
import * as React from 'react';
import { Suspense, lazy, useEffect, useId, useRef } from 'react';
import { Link } from 'gatsby';
import { ACCEPT_ALL, DEFAULT_CONSENT, type CookieConsent } from '../../core/consent';
import { readConsent, saveConsent } from '../lib/consent';

/** The settings dialog's code loads only when it is about to be needed, not with every page. */
const loadDialog = () => import('./CookieSettingsDialog');
const CookieSettingsDialog = lazy(loadDialog);
const preloadDialog = () => void loadDialog();

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

/** Bars that stick to the bottom of the screen (the analysis' «Analizar inversión»): lifted above it. */
const BOTTOM_BARS = 'main .tool__actions, main [data-sticky-bottom]';

function stickyBottomBars(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(BOTTOM_BARS)].filter(
    (bar) => getComputedStyle(bar).position === 'sticky',
  );
}

/**
 * While the banner shows, the page reserves its height at the bottom: Tab scrolls a field above it
 * (the root's scroll-padding-bottom), the page's end can still scroll above it (the body's
 * padding) and a bar stuck to the bottom of the screen sits above it, so the page's main button is
 * never under the banner. Only those elements change: a custom property on the root would restyle
 * every element. The height is the observer's, read once the banner is laid out (reading it as the
 * banner is added forced a layout of the page), and the padding waits a task so the page's second
 * layout is not in the banner's frame.
 */
function useBannerSpace(bannerRef: React.RefObject<HTMLElement | null>, bannerOpen: boolean) {
  useEffect(() => {
    const banner = bannerRef.current;
    if (!bannerOpen || !banner) return;
    const root = document.documentElement.style;
    const body = document.body.style;
    let pending = 0;
    let bars: HTMLElement[] = [];
    const observer = new ResizeObserver((entries) => {
      const box = entries[0]?.borderBoxSize[0];
      const height = `${Math.ceil(box?.blockSize ?? banner.offsetHeight)}px`;
      clearTimeout(pending);
      pending = window.setTimeout(() => {
        root.scrollPaddingBottom = `calc(${height} + var(--space-3))`;
        body.paddingBottom = height;
        bars = stickyBottomBars();
        for (const bar of bars) bar.style.bottom = height;
      }, 0);
    });
    observer.observe(banner);
    return () => {
      clearTimeout(pending);
      observer.disconnect();
      root.removeProperty('scroll-padding-bottom');
      body.removeProperty('padding-bottom');
      for (const bar of bars) bar.style.removeProperty('bottom');
    };
  }, [bannerRef, bannerOpen]);
}

function BannerActions({
  onChoose,
  onConfigure,
}: {
  onChoose: (consent: CookieConsent) => void;
  onConfigure: () => void;
}) {
  return (
    <div className="cookie-banner__actions">
      <button type="button" className="btn btn--primary" onClick={() => onChoose(ACCEPT_ALL)}>
        {TEXT.acceptAll}
      </button>
      <button
        type="button"
        className="btn btn--secondary"
        onClick={() => onChoose({ ...DEFAULT_CONSENT })}
      >
        {TEXT.onlyNecessary}
      </button>
      <button
        type="button"
        className="btn btn--secondary"
        aria-haspopup="dialog"
        onClick={onConfigure}
        // The dialog's code is fetched as the visitor reaches for the button, so it opens at once.
        onPointerEnter={preloadDialog}
        onPointerDown={preloadDialog}
        onFocus={preloadDialog}
      >
        {TEXT.configure}
      </button>
    </div>
  );
}

export default function CookieBannerPanel({
  bannerOpen,
  dialogConsent,
  onBannerClose,
  onDialog,
}: {
  bannerOpen: boolean;
  /** The choice the settings dialog opens with; null while it is closed. */
  dialogConsent: CookieConsent | null;
  onBannerClose: () => void;
  onDialog: (consent: CookieConsent | null) => void;
}) {
  const bannerRef = useRef<HTMLElement>(null);
  const titleId = useId();

  const closeBanner = () => {
    // Focus inside a banner that disappears would be lost; hand it to the main content.
    if (bannerRef.current?.contains(document.activeElement)) {
      document.getElementById('contenido')?.focus({ preventScroll: true });
    }
    onBannerClose();
  };

  useBannerSpace(bannerRef, bannerOpen);

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
          <BannerActions onChoose={choose} onConfigure={() => onDialog(readConsent().consent)} />
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
            onCancel={() => onDialog(null)}
            onSave={(consent) => {
              saveConsent(consent);
              onDialog(null);
              onBannerClose();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
