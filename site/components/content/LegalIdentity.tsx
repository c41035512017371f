// The site owner's identity (LSSI art. 10) from the site settings, in the Aviso legal; while it is
// incomplete (the seed), the page says the site is a demo instead of printing template text.
import * as React from 'react';
import { DEMO_NOTICE, OWNER_FIELDS, type CompleteOwner } from '../../../core/owner';

/** `owner` is the settings' checked owner (content/pages.ts), null while it is incomplete. */
export function LegalIdentity({ owner }: { owner: CompleteOwner | null }) {
  if (!owner) return <p className="legal-identity legal-identity--demo">{DEMO_NOTICE}</p>;
  return (
    <dl className="legal-identity">
      <dt>{OWNER_FIELDS.name}</dt>
      <dd>{owner.name}</dd>
      <dt>{OWNER_FIELDS.nif}</dt>
      <dd>{owner.nif}</dd>
      <dt>{OWNER_FIELDS.address}</dt>
      <dd>{owner.address}</dd>
      {owner.registry && (
        <>
          <dt>{OWNER_FIELDS.registry}</dt>
          <dd>{owner.registry}</dd>
        </>
      )}
      <dt>{OWNER_FIELDS.email}</dt>
      <dd>
        <a href={`mailto:${owner.email}`}>{owner.email}</a>
      </dd>
      {owner.phone && (
        <>
          <dt>{OWNER_FIELDS.phone}</dt>
          <dd>
            <a href={`tel:${owner.phone.replace(/\s+/g, '')}`}>{owner.phone}</a>
          </dd>
        </>
      )}
    </dl>
  );
}
