// The explanation under a tool: one readable column, with the agency promo and related links beside it.
import * as React from 'react';
import { relatedPaths } from '../../../core/routes';
import AgencyBanner from '../../components/LazyAgencyBanner';
import RelatedLinks from './RelatedLinks';

/**
 * Explanatory text below the tool in one readable column; beside it the agency promo and the links
 * to the related pages (the `related` list of the page's route in core/routes.ts).
 */
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
