// The explanation under a tool: one readable column, with the agency promo and related links beside it.
import * as React from 'react';
import AgencyBanner from '../../components/LazyAgencyBanner';
import RelatedLinks from './RelatedLinks';

/**
 * Explanatory text below the tool in one readable column; beside it the agency promo and the links
 * to the related pages.
 */
export default function ToolInfo({
  children,
  related,
}: {
  children: React.ReactNode;
  related: readonly string[];
}) {
  return (
    <div className="tool-info">
      <div className="tool-info__text stack">{children}</div>
      <div className="tool-info__aside stack">
        <AgencyBanner variant="sidebar" />
        <RelatedLinks paths={related} />
      </div>
    </div>
  );
}
