// The footer's last row, drawn by the browser alike whether the rest is kept or rendered.
import * as React from 'react';
import { SITE } from '../../core/site';
import { openCookieSettings } from '../lib/consent';

const TEXT = { cookies: 'Configurar cookies' } as const;

export default function FooterBottom({ year }: { year: number }) {
  return (
    <div className="site-footer__bottom">
      <p>
        © {year} {SITE.name}
      </p>
      <p>
        <button
          type="button"
          className="site-footer__button"
          aria-haspopup="dialog"
          onClick={openCookieSettings}
        >
          {TEXT.cookies}
        </button>
      </p>
    </div>
  );
}
