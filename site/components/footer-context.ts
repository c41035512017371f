// What the footer shows from a page's context: the owner, the contact points, the guides. Apart
// from the footer's own code, so the pages' browser code reads the context without the footer.
import type { CompleteOwner } from '../../core/owner';

export interface FooterLink {
  path: string;
  label: string;
}

interface SettingsContext {
  settings?: {
    contactEmail?: string | null;
    contactPhone?: string | null;
    owner?: CompleteOwner | null;
    guides?: readonly FooterLink[];
    buildYear?: number;
  };
}

/** Who stands behind the site and how to reach them, as the footer shows it. */
export interface SiteContact {
  /** The owner's identity (LSSI art. 10), only when every field is filled with real data. */
  owner?: CompleteOwner;
  email?: string;
  phone?: string;
  /** The year of the build, for the copyright line. */
  year: number;
}

/**
 * The owner and contact points from a page's context (gatsby-node gives every page the site
 * settings, checked at build time by content/pages.ts): the owner's own e-mail and phone first,
 * then the site's.
 */
export function contactOf(pageContext: unknown): SiteContact {
  const settings = (pageContext as SettingsContext | undefined)?.settings;
  const owner = settings?.owner ?? undefined;
  return {
    owner,
    email: owner?.email ?? (settings?.contactEmail || undefined),
    phone: owner?.phone ?? (settings?.contactPhone || undefined),
    year: settings?.buildYear ?? new Date().getFullYear(),
  };
}

/**
 * Every published guide, from a page's context (content/pages.ts, siteSettings); undefined for a
 * page without one (a component test), where the footer lists the spec's guides.
 */
export function guidesOf(pageContext: unknown): readonly FooterLink[] | undefined {
  return (pageContext as SettingsContext | undefined)?.settings?.guides;
}
