// The comparator's properties side by side: a row per figure, a column per property, the best of each
// row marked and said in words, and each property's own actions (analyse, edit, delete) at the foot.
import * as React from 'react';
import type { CardExtras } from '../../../core/tools/comparator/card-extras';
import type { BestProperties, Property } from '../../../core/tools/comparator/engine';
import { PROPERTY_NUMBER_FIELDS } from '../../../core/tools/comparator/fields';
import { buttonClass } from '../../components/ui/Button';
import { formatResult, type ResultFormat } from '../../components/ui/ResultCard';
import { COMPARATOR_TEXT } from './text';
import { useSwipeCount } from './useSwipeCount';

const M = COMPARATOR_TEXT.metrics;

interface Row {
  label: string;
  format: ResultFormat;
  /** The `data-result` name of the figure, when tests and the summary read it. */
  field?: string;
  best?: keyof BestProperties;
  value: (property: Property, extras: CardExtras | undefined) => number | undefined;
}

const figure = (property: Property, extras: CardExtras | undefined) => extras?.figures[property.id];

/** The typed numbers, as the form names them ("Tamaño (m²)": euros say so in their format). */
const TYPED: readonly Row[] = PROPERTY_NUMBER_FIELDS.map((field) => {
  const unit = 'unit' in field ? field.unit : undefined;
  return {
    label: unit && unit !== '€' ? `${field.label} (${unit})` : field.label,
    format: unit === '€' ? 'eurosAsTyped' : 'number',
    value: (p: Property) => p[field.name],
  };
});

const ROWS: readonly Row[] = [
  ...TYPED,
  {
    label: M.purchaseCosts,
    format: 'eurosCents',
    field: 'purchaseCosts',
    value: (p, e) => figure(p, e)?.costs.total,
  },
  {
    label: M.grossYield,
    format: 'percent',
    field: 'grossYield',
    best: 'grossYield',
    value: (p, e) => figure(p, e)?.metrics.grossYield,
  },
  {
    label: M.netYield,
    format: 'percent',
    field: 'netYield',
    best: 'netYield',
    value: (p, e) => figure(p, e)?.metrics.netYield,
  },
  {
    label: M.pricePerM2,
    format: 'euros',
    field: 'pricePerM2',
    best: 'pricePerM2',
    value: (p, e) => figure(p, e)?.metrics.pricePerM2,
  },
];

/** "Analizar a fondo": shown once its address is known (just after the first row). */
function AnalyseLink({ property, href }: { property: Property; href: string | undefined }) {
  if (!href) return null;
  return (
    <a
      className={buttonClass('secondary', 'comparison__analyse')}
      href={href}
      aria-label={COMPARATOR_TEXT.analyseNamed(property.name)}
      data-testid="analyse-property"
    >
      {COMPARATOR_TEXT.analyse}
    </a>
  );
}

function Cell({
  property,
  row,
  extras,
  editing,
}: {
  property: Property;
  row: Row;
  extras: CardExtras | undefined;
  editing: boolean;
}) {
  const value = row.value(property, extras);
  const best = row.best !== undefined && extras?.best?.[row.best] === property.id;
  const note = row.field === 'purchaseCosts' ? figure(property, extras)?.costs.note : undefined;
  return (
    <td
      className={editing ? 'is-editing' : undefined}
      data-property-name={property.name}
      aria-busy={value === undefined ? true : undefined}
    >
      <span
        className={best ? 'is-best' : undefined}
        data-result={row.field}
        data-value={row.field && value !== undefined ? String(value) : undefined}
        data-best={row.best ? String(best) : undefined}
      >
        {value === undefined ? COMPARATOR_TEXT.pending : formatResult(value, row.format)}
      </span>
      {best && <span className="comparison__best">{COMPARATOR_TEXT.best}</span>}
      {note && (
        <small className="comparison__note" data-testid="purchase-costs-note">
          {note}
        </small>
      )}
    </td>
  );
}

function VerdictCell({ property, extras }: { property: Property; extras: CardExtras | undefined }) {
  const verdict = figure(property, extras)?.verdict;
  return (
    <td data-property-name={property.name} aria-busy={verdict === undefined ? true : undefined}>
      <span
        className={verdict ? `comparison__verdict comparison__verdict--${verdict}` : undefined}
        data-result="verdict"
        data-value={verdict}
      >
        {verdict === undefined ? COMPARATOR_TEXT.pending : COMPARATOR_TEXT.verdict[verdict]}
      </span>
    </td>
  );
}

function PropertyActions({
  property,
  href,
  onEdit,
  onRemove,
}: {
  property: Property;
  href: string | undefined;
  onEdit: (property: Property) => void;
  onRemove: (property: Property) => void;
}) {
  return (
    <td data-property-name={property.name}>
      <div className="comparison__actions">
        <AnalyseLink property={property} href={href} />
        <button
          type="button"
          className="btn btn--secondary"
          aria-label={COMPARATOR_TEXT.editNamed(property.name)}
          data-edit-id={property.id}
          onClick={() => onEdit(property)}
        >
          {COMPARATOR_TEXT.edit}
        </button>
        <button
          type="button"
          className="btn btn--icon"
          aria-label={COMPARATOR_TEXT.removeNamed(property.name)}
          onClick={() => onRemove(property)}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M9 3h6l1 2h4v2H4V5h4l1-2zm-3 6h12l-1 12H7L6 9zm4 2v8h2v-8h-2zm4 0v8h2v-8h-2z"
            />
          </svg>
        </button>
      </div>
    </td>
  );
}

export default function ComparisonTable({
  properties,
  extras,
  editingId,
  onEdit,
  onRemove,
}: {
  properties: readonly Property[];
  /** Purchase costs, yields, analysis links and winners; undefined while their module loads. */
  extras: CardExtras | undefined;
  editingId: string | undefined;
  onEdit: (property: Property) => void;
  onRemove: (property: Property) => void;
}) {
  const captionId = React.useId();
  const { frameRef, index } = useSwipeCount(properties.length);
  const shown = properties[index];
  return (
    <>
      {/* A phone shows one property at a time (comparator.css): which one, of how many. */}
      {properties.length > 1 && shown && (
        <p className="comparison__count" aria-hidden="true" data-testid="comparison-count">
          {COMPARATOR_TEXT.swipeCount(index + 1, properties.length, shown.name)}
        </p>
      )}
      {/* Not focusable itself: every column ends in its buttons, and tabbing to them scrolls the
        frame (a tall focusable frame would take focus half under the sticky header). */}
      <div
        ref={frameRef}
        className="table-scroll comparison"
        role="region"
        aria-labelledby={captionId}
      >
        <table className="table comparison-table">
          <caption id={captionId}>{COMPARATOR_TEXT.tableCaption(properties.length)}</caption>
          <thead>
            <tr>
              <th scope="col">{COMPARATOR_TEXT.figureColumn}</th>
              {properties.map((property) => (
                <th
                  key={property.id}
                  scope="col"
                  className={property.id === editingId ? 'is-editing' : undefined}
                  data-property-id={property.id}
                  data-property-name={property.name}
                >
                  <span className="comparison__name">{property.name}</span>
                  <span className="comparison__location">{property.location}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {properties.map((property) => (
                  <Cell
                    key={property.id}
                    property={property}
                    row={row}
                    extras={extras}
                    editing={property.id === editingId}
                  />
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row">{COMPARATOR_TEXT.verdictRow}</th>
              {properties.map((property) => (
                <VerdictCell key={property.id} property={property} extras={extras} />
              ))}
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">
                <span className="visually-hidden">{COMPARATOR_TEXT.actions}</span>
              </th>
              {properties.map((property) => (
                <PropertyActions
                  key={property.id}
                  property={property}
                  href={extras?.figures[property.id]?.href}
                  onEdit={onEdit}
                  onRemove={onRemove}
                />
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}
