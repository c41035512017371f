// The main menu's entries, as the server draws them; the browser's build keeps this HTML instead
// (KeptNavList, gatsby-node), so the entries' labels stay out of every page's JavaScript.
import * as React from 'react';
import { Link } from 'gatsby';
import { NAV_ITEMS } from '../../core/routes';
import { isCurrent } from './nav-current';

export const NAV_LIST_CLASS = 'site-nav__list';

export default function NavList({
  pathname,
  onNavigate,
}: {
  pathname: string;
  /** A link was followed: the menu closes. */
  onNavigate: () => void;
}) {
  return (
    <ul className={NAV_LIST_CLASS}>
      {NAV_ITEMS.map((item) => (
        <li key={item.path}>
          <Link
            to={item.path}
            className="site-nav__link"
            aria-current={isCurrent(item.path, pathname) ? 'page' : undefined}
            onClick={onNavigate}
          >
            <span className="site-nav__label">{item.label}</span>
            <span className="site-nav__subtitle">{item.subtitle}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
