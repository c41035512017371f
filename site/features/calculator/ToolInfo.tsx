// The explanation under a tool: one readable column, with the agency promo and related links beside it.
import * as React from 'react';
import { relatedPaths } from '../../../core/routes';
import AgencyBanner from '../../components/LazyAgencyBanner';
import RelatedLinks from './RelatedLinks';

export default function ToolInfo({ children, path }: { children: React.ReactNode; path: string }) {
  return (
    <div className="tool-info">
      <div className="tool-info__text stack">{children}</div>
      <div className="tool-info__aside stack">
        <AgencyBanner variant="sidebar" />
        <RelatedLinks paths={relatedPaths(path)} />
      </div>
    </div>
  );
}
