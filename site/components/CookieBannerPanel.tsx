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

  // The banner offers 'Configurar': fetch the dialog now so it opens without a wait.
  useEffect(() => {
    if (bannerOpen) void loadDialog();
  }, [bannerOpen]);

  const closeBanner = () => {
    // Focus inside a banner that disappears would be lost; hand it to the main content.
    if (bannerRef.current?.contains(document.activeElement)) {
      document.getElementById('contenido')?.focus({ preventScroll: true });
    }
    onBannerClose();
  };

  // While the banner is shown, the page reserves its height at the bottom: a field focused with Tab
  // is scrolled above it, never under it (the root's scroll-padding-bottom), and the end of the page
  // can still be scrolled above it (the body's padding). Set on those two elements only: a custom
  // property on the root would make the browser recompute the style of every element of the page
  // (93 ms at 4× CPU on the sources page, as the banner appeared). The height comes from the
  // observer, which measures once the browser has laid the banner out: read here, as the banner is
  // added, it made the browser lay the page out inside this task (issue 27: 7,7 of its 10,7 ms under
  // Lighthouse's trace). The padding follows in a task of its own: the page's second layout, for
  // it, is not added to the frame that draws the banner.
  useEffect(() => {
    const banner = bannerRef.current;
    if (!bannerOpen || !banner) return;
    const root = document.documentElement.style;
    const body = document.body.style;
    let pending = 0;
    const observer = new ResizeObserver((entries) => {
      const box = entries[0]?.borderBoxSize[0];
      const height = `${Math.ceil(box?.blockSize ?? banner.offsetHeight)}px`;
      clearTimeout(pending);
      pending = window.setTimeout(() => {
        root.scrollPaddingBottom = `calc(${height} + var(--space-3))`;
        body.paddingBottom = height;
      }, 0);
    });
    observer.observe(banner);
    return () => {
      clearTimeout(pending);
      observer.disconnect();
      root.removeProperty('scroll-padding-bottom');
      body.removeProperty('padding-bottom');
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
              onClick={() => onDialog(readConsent().consent)}
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
