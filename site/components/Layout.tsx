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
        <Suspense fallback={null}>
          {children}
          <InteractiveMark part="content" />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <Footer pathname={pathname} contact={contact} guides={guides} />
        <InteractiveMark part="footer" />
      </Suspense>
      <CookieBanner />
      <Toaster />
    </>
  );
}

// Marks the page as answering (every handler attached) once both boundaries have committed, in
// whichever order React hydrated them: a content that suspended on a chunk may commit after the
// footer, and a tool waiting for a first tap counts itself (data-tool-waits) in the content's pass.
// The end-to-end tests and the bench wait for this mark.
const hydratedParts = new Set<'content' | 'footer'>();
function InteractiveMark({ part }: { part: 'content' | 'footer' }) {
  useEffect(() => {
    hydratedParts.add(part);
    if (hydratedParts.size === 2) document.documentElement.dataset.interactive = '';
  }, [part]);
  return null;
}
