// A property's parts that are lists or many amounts: furniture and improvements with their dates, the
// year's expenses by kind, excesses carried from earlier years, and its contracts.
import * as React from 'react';
import { useContext } from 'react';
import { EXPENSE_KINDS } from '../../../core/tools/rental-return/document';
import { FormActionsContext, addButtonId } from './actions';
import ContractFields from './ContractFields';
import type { DatedCostDraft, PropertyDraft } from './draft';
import { DateInput, MoneyInput, RowButton, WholeInput } from './fields';
import { EXPENSE_LABELS, PROPERTY_TEXT as T } from './text';

function DatedRows({
  property,
  list,
  rows,
  legend,
  hint,
  item,
  add,
}: {
  property: number;
  list: 'furniture' | 'improvements';
  rows: readonly DatedCostDraft[];
  legend: string;
  hint: string;
  /** The word for one row in its remove button ("mueble 2"). */
  item: string;
  add: string;
}) {
  const actions = useContext(FormActionsContext);
  const at = `properties.${property}.${list}`;
  return (
    <fieldset className="return-part">
      <legend>{legend}</legend>
      <p className="field__hint">{hint}</p>
      {rows.map((row, k) => (
        <div key={row.key} className="return-row return-row__fields">
          <MoneyInput
            name={`${at}.${k}.cost`}
            label={`${T.rowCost} (${item} ${k + 1})`}
            value={row.cost}
          />
          <DateInput
            name={`${at}.${k}.date`}
            label={`${T.rowDate} (${item} ${k + 1})`}
            value={row.date}
          />
          <RowButton
            remove
            label={T.removeRow(item, k + 1)}
            onClick={() => actions.removeRow(property, list, k)}
          />
        </div>
      ))}
      <RowButton
        id={addButtonId(property, list)}
        label={add}
        onClick={() => actions.addRow(property, list)}
      />
    </fieldset>
  );
}

function Expenses({ property, draft }: { property: number; draft: PropertyDraft }) {
  return (
    <fieldset className="return-part">
      <legend>{T.expenses}</legend>
      <p className="field__hint">{T.expensesHint}</p>
      <div className="return-grid">
        {EXPENSE_KINDS.map((kind) => (
          <MoneyInput
            key={kind}
            name={`properties.${property}.expenses.${kind}`}
            label={EXPENSE_LABELS[kind]}
            value={draft.expenses[kind]}
          />
        ))}
      </div>
    </fieldset>
  );
}

function Carried({ property, draft }: { property: number; draft: PropertyDraft }) {
  const actions = useContext(FormActionsContext);
  const at = `properties.${property}.carriedForward`;
  return (
    <fieldset className="return-part">
      <legend>{T.carried}</legend>
      <p className="field__hint">{T.carriedHint}</p>
      {draft.carriedForward.map((entry, k) => (
        <div key={entry.key} className="return-row return-row__fields">
          <WholeInput
            name={`${at}.${k}.year`}
            label={`${T.carriedYear} (${k + 1})`}
            value={entry.year}
          />
          <MoneyInput
            name={`${at}.${k}.amount`}
            label={`${T.carriedAmount} (${k + 1})`}
            value={entry.amount}
          />
          <RowButton
            remove
            label={T.removeRow('el exceso', k + 1)}
            onClick={() => actions.removeRow(property, 'carriedForward', k)}
          />
        </div>
      ))}
      <RowButton
        id={addButtonId(property, 'carriedForward')}
        label={T.addCarried}
        onClick={() => actions.addRow(property, 'carriedForward')}
      />
    </fieldset>
  );
}

function Contracts({ property, draft }: { property: number; draft: PropertyDraft }) {
  const actions = useContext(FormActionsContext);
  return (
    <fieldset className="return-part">
      <legend>{T.contracts}</legend>
      <p className="field__hint">{T.contractsHint}</p>
      {draft.contracts.map((contract, j) => (
        <ContractFields key={contract.key} contract={contract} property={property} index={j} />
      ))}
      <RowButton
        id={addButtonId(property, 'contracts')}
        label={T.addContract}
        onClick={() => actions.addRow(property, 'contracts')}
      />
    </fieldset>
  );
}

export default function PropertyLists({
  property,
  draft,
}: {
  property: number;
  draft: PropertyDraft;
}) {
  return (
    <>
      <Contracts property={property} draft={draft} />
      <Expenses property={property} draft={draft} />
      <Carried property={property} draft={draft} />
      <DatedRows
        property={property}
        list="furniture"
        rows={draft.furniture}
        legend={T.furniture}
        hint={T.furnitureHint}
        item="mueble"
        add={T.addFurniture}
      />
      <DatedRows
        property={property}
        list="improvements"
        rows={draft.improvements}
        legend={T.improvements}
        hint={T.improvementsHint}
        item="mejora"
        add={T.addImprovement}
      />
    </>
  );
}
