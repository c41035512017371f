// The contact e-mail and phone links of the landing pages, from the site settings (no phone when
// none is set; content/pages.ts drops a dummy one).
import * as React from 'react';
import type { Settings } from '../../../content/types';

export function ContactLinks({ settings }: { settings: Settings }) {
  const phone = settings.contactPhone;
  return (
    <p className="contact-links">
      <a href={`mailto:${settings.contactEmail}`} className="contact-links__email">
        {settings.contactEmail}
      </a>
      {phone && (
        <a href={`tel:${phone.replace(/\s+/g, '')}`} className="contact-links__phone">
          {phone}
        </a>
      )}
    </p>
  );
}
