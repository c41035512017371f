// The page frame every route renders in: skip link, header, main content, footer, cookies, toasts.
import * as React from 'react';
import { Suspense, useEffect, type ReactNode } from 'react';
import CookieBanner from './CookieBanner';
import Footer from './Footer';
import type { FooterLink, SiteContact } from './footer-context';
import Header from './Header';
import Toaster from './Toaster';

const TEXT = { skip: 'Saltar al contenido' } as const;

/** The id the skip link, the cookie banner and the dialog send focus to. */
export const MAIN_ID = 'contenido';

export default function Layout({
  pathname,
  contact,
  guides,
  children,
}: {
  pathname: string;
  /** The site owner and contact points from the site settings, in every page's context (gatsby-node). */
  contact: SiteContact;
  guides?: readonly FooterLink[];
  children: ReactNode;
}) {
  // The content and the footer are boundaries of their own: React hydrates each after the first
  // commit in short low-priority slices, so a long page's text is not one long task. A tap or key
  // inside one not yet hydrated hydrates it first.
  return (
    <>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {TEXT.skip}
      </a>
      <Header pathname={pathname} />
      <main id={MAIN_ID} className="site-main" tabIndex={-1}>
        <Suspense fallback={null}>{children}</Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer pathname={pathname} contact={contact} guides={guides} />
        <InteractiveMark />
      </Suspense>
      <CookieBanner />
      <Toaster />
    </>
  );
}

// Marks the page as answering (every handler attached): its effect runs when the footer's boundary,
// hydrated in the content's pass, commits. The end-to-end tests and the bench wait for this mark.
function InteractiveMark() {
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
  return null;
}
