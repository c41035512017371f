// Sticky site header with the main navigation; on small screens it collapses into a menu panel.
import * as React from 'react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'gatsby';
import Logo from './ui/Logo';
import NavList from './NavList';

const TEXT = {
  nav: 'Navegación principal',
  open: 'Abrir menú',
  close: 'Cerrar menú',
  home: 'Inicio',
} as const;

const PANEL_ID = 'menu-principal';

export default function Header({ pathname }: { pathname: string }) {
  const [open, setOpen] = useState(false);
  const [lastPathname, setLastPathname] = useState(pathname);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // A route change closes the menu; adjusting state while rendering avoids a flash of the old state.
  if (pathname !== lastPathname) {
    setLastPathname(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    // Scrolling the page closes the menu; scrolling inside the panel does not reach window.
    window.addEventListener('scroll', close, { passive: true });
    document.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('scroll', close);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to="/" className="site-header__brand">
          <Logo />
          <span className="visually-hidden">, {TEXT.home}</span>
        </Link>
        <nav aria-label={TEXT.nav}>
          <button
            ref={toggleRef}
            type="button"
            className="btn btn--secondary site-nav__toggle"
            aria-expanded={open}
            aria-controls={PANEL_ID}
            aria-label={open ? TEXT.close : TEXT.open}
            onClick={() => setOpen((value) => !value)}
          >
            <span aria-hidden="true">{open ? '✕' : '☰'}</span>
          </button>
          {open && (
            <div
              className="site-nav__backdrop"
              aria-hidden="true"
              data-testid="menu-backdrop"
              onClick={() => setOpen(false)}
            />
          )}
          <div id={PANEL_ID} className={`site-nav__panel${open ? ' is-open' : ''}`}>
            <NavList pathname={pathname} onNavigate={() => setOpen(false)} />
          </div>
        </nav>
      </div>
    </header>
  );
}
