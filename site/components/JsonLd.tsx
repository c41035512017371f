// A JSON-LD block. It is data, not script, so the Content-Security-Policy does not apply to it.
import * as React from 'react';
import type { Thing } from 'schema-dts';
import { serialiseJsonLd } from '../../core/seo';

export function JsonLd({ data }: { data: Thing }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serialiseJsonLd(data) }}
    />
  );
}
