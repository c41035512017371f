// The site owner's identity (LSSI art. 10) from the site settings: Aviso legal and footer.
import * as React from 'react';
import type { Settings } from '../../../content/types';

export type Legal = Settings['legal'];

export function LegalIdentity({ legal }: { legal: Legal }) {
  return (
    <dl className="legal-identity">
      <dt>Titular</dt>
      <dd>{legal.name}</dd>
      <dt>NIF</dt>
      <dd>{legal.nif}</dd>
      <dt>Domicilio</dt>
      <dd>{legal.address}</dd>
      <dt>Correo electrónico</dt>
      <dd>
        <a href={`mailto:${legal.email}`}>{legal.email}</a>
      </dd>
      <dt>Teléfono</dt>
      <dd>
        <a href={`tel:${legal.phone.replace(/\s+/g, '')}`}>{legal.phone}</a>
      </dd>
    </dl>
  );
}
