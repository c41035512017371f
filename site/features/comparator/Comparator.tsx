// The comparator screen (spec sections 2, 4, 9): form, up to three properties side by side, summary, share.
import * as React from 'react';
import type { MarketFigure } from '../../../core/market-figures';
import { LinkErrors } from '../calculator/LinkErrors';
import { LiveSummary, ToolLayout } from '../calculator/ToolLayout';
import ComparatorSummary from './ComparatorSummary';
import ComparisonTable from './ComparisonTable';

/** The bond's month, source and age note: with the verdicts, not in the first load. */
const MarketFigureNote = React.lazy(() => import('../../components/MarketFigureNote'));
import PropertyForm from './PropertyForm';
import { COMPARATOR_TEXT } from './text';
import { useComparator } from './useComparator';
import { useCardExtras } from './useCardExtras';

export default function Comparator({
  bond,
}: {
  /** The build's dated bond figure (content/pages.ts); the seed's without one. */
  bond?: MarketFigure;
}) {
  const comparator = useComparator();
  const { properties, editingId } = comparator;
  const extras = useCardExtras(properties, bond);
  const listTitleId = React.useId();
  const listTitleRef = React.useRef<HTMLHeadingElement>(null);
  return (
    <>
      <LinkErrors errors={comparator.linkErrors} list />
      <ToolLayout
        form={
          <PropertyForm
            form={comparator.form}
            editing={editingId !== undefined}
            atLimit={comparator.atLimit}
            canShare={properties.length > 0}
            onSubmit={comparator.onSubmit}
            onCancel={() => {
              // 'Cancelar' disappears: focus goes back to the property's 'Editar' button.
              const edit = document.querySelector<HTMLButtonElement>(
                `[data-edit-id="${CSS.escape(editingId ?? '')}"]`,
              );
              comparator.cancel();
              edit?.focus();
            }}
            onShare={() => void comparator.share()}
            shareTexts={comparator.shareTexts}
            onShareTextsChange={comparator.setShareTexts}
          />
        }
        results={
          <section className="tool__results stack" aria-labelledby={listTitleId}>
            <h2 id={listTitleId} ref={listTitleRef} tabIndex={-1}>
              {COMPARATOR_TEXT.listTitle}
            </h2>
            {properties.length === 0 ? (
              <p className="card empty-state">{COMPARATOR_TEXT.empty}</p>
            ) : (
              <ComparisonTable
                properties={properties}
                extras={extras}
                editingId={editingId}
                onEdit={(property) => comparator.edit(property)}
                onRemove={(property) => {
                  comparator.remove(property);
                  // The pressed button is gone with its column: keep focus on the list's title.
                  listTitleRef.current?.focus();
                }}
              />
            )}
            {properties.length > 0 && extras && (
              <div className="comparison__bond">
                <p>{COMPARATOR_TEXT.verdictNote}</p>
                <React.Suspense fallback={null}>
                  <MarketFigureNote figure={extras.benchmark} name={COMPARATOR_TEXT.bondName} />
                </React.Suspense>
              </div>
            )}
            <ComparatorSummary properties={properties} extras={extras} />
          </section>
        }
      />
      <LiveSummary text={comparator.announcement} />
    </>
  );
}
