// The contact e-mail and phone links of the landing pages, from the site settings.
import * as React from 'react';
import type { Settings } from '../../../content/types';

export function ContactLinks({ settings }: { settings: Settings }) {
  return (
    <p className="contact-links">
      <a href={`mailto:${settings.contactEmail}`} className="contact-links__email">
        {settings.contactEmail}
      </a>
      <a href={`tel:${settings.contactPhone.replace(/\s+/g, '')}`} className="contact-links__phone">
        {settings.contactPhone}
      </a>
    </p>
  );
}
