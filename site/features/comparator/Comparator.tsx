// The comparator screen (spec sections 2, 4, 9): form, up to three properties side by side, summary, share.
import * as React from 'react';
import { LinkErrors } from '../calculator/LinkErrors';
import { LiveSummary, ToolLayout } from '../calculator/ToolLayout';
import ComparatorSummary from './ComparatorSummary';
import ComparisonTable from './ComparisonTable';
import PropertyForm from './PropertyForm';
import { COMPARATOR_TEXT } from './text';
import { useComparator } from './useComparator';
import { useCardExtras } from './useCardExtras';

export default function Comparator() {
  const comparator = useComparator();
  const { properties, editingId } = comparator;
  const extras = useCardExtras(properties);
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
            <ComparatorSummary properties={properties} extras={extras} />
          </section>
        }
      />
      <LiveSummary text={comparator.announcement} />
    </>
  );
}
