// The comparator screen (spec sections 2, 4, 9): form, up to three property cards, summary, share.
import * as React from 'react';
import { LinkErrors } from '../calculator/LinkErrors';
import { LiveSummary, ToolLayout } from '../calculator/ToolLayout';
import ComparatorSummary from './ComparatorSummary';
import PropertyCard from './PropertyCard';
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
              // 'Cancelar' disappears: focus goes back to the card's 'Editar' button.
              const card = document.querySelector(
                `[data-property-id="${CSS.escape(editingId ?? '')}"]`,
              );
              comparator.cancel();
              card?.querySelector('button')?.focus();
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
              <ul className="property-list">
                {properties.map((property) => (
                  <PropertyCard
                    key={property.id}
                    property={property}
                    best={extras?.best}
                    figures={extras?.figures[property.id]}
                    editing={property.id === editingId}
                    onEdit={() => comparator.edit(property)}
                    onRemove={() => {
                      comparator.remove(property);
                      // The pressed button is gone with its card: keep focus in the list.
                      listTitleRef.current?.focus();
                    }}
                  />
                ))}
              </ul>
            )}
            <ComparatorSummary properties={properties} extras={extras} />
          </section>
        }
      />
      <LiveSummary text={comparator.announcement} />
    </>
  );
}
