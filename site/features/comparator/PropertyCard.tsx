// One property in the comparator: its data, its three metrics (winners highlighted), edit and delete.
import * as React from 'react';
import type { CardFigures } from '../../../core/tools/comparator/card-extras';
import type { BestProperties, Property } from '../../../core/tools/comparator/engine';
import { buttonClass } from '../../components/ui/Button';
import { formatResult, type ResultFormat } from '../../components/ui/ResultCard';
import { COMPARATOR_TEXT } from './text';

const M = COMPARATOR_TEXT.metrics;

/** "Analizar a fondo": shown once its address is known (a few milliseconds after the card). */
function AnalyseLink({ property, href }: { property: Property; href: string | undefined }) {
  if (!href) return null;
  return (
    <a
      className={buttonClass('secondary', 'property-card__analyse')}
      href={href}
      aria-label={COMPARATOR_TEXT.analyseNamed(property.name)}
      data-testid="analyse-property"
    >
      {COMPARATOR_TEXT.analyse}
    </a>
  );
}

function Metric({
  label,
  value,
  format,
  field,
  best = false,
}: {
  label: string;
  /** Undefined while the figure is being computed. */
  value: number | undefined;
  format: ResultFormat;
  field?: string;
  best?: boolean;
}) {
  return (
    <div>
      <dt>{label}</dt>
      <dd
        className={best ? 'is-best' : undefined}
        data-result={field}
        data-value={field && value !== undefined ? String(value) : undefined}
        data-best={field ? String(best) : undefined}
        aria-busy={value === undefined ? true : undefined}
      >
        {value === undefined ? COMPARATOR_TEXT.pending : formatResult(value, format)}
        {best && <span className="visually-hidden"> ({COMPARATOR_TEXT.best})</span>}
      </dd>
    </div>
  );
}

export default function PropertyCard({
  property,
  best,
  figures,
  editing,
  onEdit,
  onRemove,
}: {
  property: Property;
  best: BestProperties | undefined;
  /** Purchase costs, yields and analysis link; undefined while their module loads. */
  figures: CardFigures | undefined;
  editing: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const metrics = figures?.metrics;
  const purchaseCosts = figures?.costs;
  const titleId = React.useId();
  return (
    <li
      className={editing ? 'card property-card is-editing' : 'card property-card'}
      aria-labelledby={titleId}
      data-property-id={property.id}
    >
      <h3 id={titleId}>{property.name}</h3>
      <p className="property-card__location">{property.location}</p>
      <dl className="property-card__metrics">
        <Metric label={M.price} value={property.price} format="euros" />
        <Metric label={M.monthlyRent} value={property.monthlyRent} format="euros" />
        <Metric label={M.expenses} value={property.expenses} format="euros" />
        <Metric label={M.size} value={property.size} format="number" />
        <Metric label={M.rooms} value={property.rooms} format="number" />
        <Metric
          label={M.purchaseCosts}
          field="purchaseCosts"
          value={purchaseCosts?.total}
          format="eurosCents"
        />
        <Metric
          label={M.grossYield}
          field="grossYield"
          value={metrics?.grossYield}
          format="percent"
          best={best?.grossYield === property.id}
        />
        <Metric
          label={M.netYield}
          field="netYield"
          value={metrics?.netYield}
          format="percent"
          best={best?.netYield === property.id}
        />
        <Metric
          label={M.pricePerM2}
          field="pricePerM2"
          value={metrics?.pricePerM2}
          format="euros"
          best={best?.pricePerM2 === property.id}
        />
      </dl>
      {purchaseCosts && (
        <p className="property-card__note" data-testid="purchase-costs-note">
          {purchaseCosts.note}
        </p>
      )}
      <div className="tool__actions property-card__actions">
        <AnalyseLink property={property} href={figures?.href} />
        <button
          type="button"
          className="btn btn--secondary"
          aria-label={COMPARATOR_TEXT.editNamed(property.name)}
          onClick={onEdit}
        >
          {COMPARATOR_TEXT.edit}
        </button>
        <button
          type="button"
          className="btn btn--icon"
          aria-label={COMPARATOR_TEXT.removeNamed(property.name)}
          onClick={onRemove}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M9 3h6l1 2h4v2H4V5h4l1-2zm-3 6h12l-1 12H7L6 9zm4 2v8h2v-8h-2zm4 0v8h2v-8h-2z"
            />
          </svg>
        </button>
      </div>
    </li>
  );
}
