// The page frame every route renders in: skip link, header, main content, footer, cookies, toasts.
import * as React from 'react';
import { useEffect, type ReactNode } from 'react';
import CookieBanner from './CookieBanner';
import Footer, { type FooterLink, type SiteContact } from './Footer';
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
  /** The published guides the footer lists, from the same context. */
  guides?: readonly FooterLink[];
  children: ReactNode;
}) {
  // The page answers from here on: every field shows its value and every handler is attached (the
  // end-to-end tests wait for this mark, not for the first hydrated node).
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
  return (
    <>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {TEXT.skip}
      </a>
      <Header pathname={pathname} />
      <main id={MAIN_ID} className="site-main" tabIndex={-1}>
        {children}
      </main>
      <Footer contact={contact} guides={guides} />
      <CookieBanner />
      <Toaster />
    </>
  );
}
