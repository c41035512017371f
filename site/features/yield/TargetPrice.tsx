// "Precio máximo para una rentabilidad objetivo": the highest price that still reaches a target yield.
import * as React from 'react';
import { maxPriceForTargetYield } from '../../../core/tools/yield/engine';
import { formatPercent } from '../../../core/format';
import { readFieldTexts } from '../../../core/tools/field-texts';
import type { YieldFormValues } from '../../../core/tools/yield/schema';
import { TARGET_FIELDS } from '../../../core/tools/yield/target-fields';
import NumberField from '../../components/form/NumberField';
import SelectField from '../../components/form/SelectField';
import ResultCard from '../../components/ui/ResultCard';
import { useLinkedForm, type LinkHost } from '../calculator/useLinkedForm';
import { isBasis, TARGET_FORM } from './target';
import { YIELD_TEXT } from './text';

const TEXT = YIELD_TEXT.target;
const [TARGET] = TARGET_FIELDS;

export default function TargetPrice({
  values,
  link,
}: {
  values: YieldFormValues;
  /** The calculator's share link: the target goes into it and comes back from it. */
  link: LinkHost;
}) {
  const { texts: target, settled, set: onChange } = useLinkedForm(link, TARGET_FORM);
  const titleId = React.useId();
  // Read and computed once typing pauses, not at each key (useLinkedForm's `settled`).
  const { texts: typed } = settled;
  const read = React.useMemo(() => readFieldTexts(TARGET_FIELDS, typed), [typed]);
  const result = React.useMemo(() => {
    if (!read.ok) return null;
    const targetYield = read.values.targetYield;
    const price = maxPriceForTargetYield({
      ...values,
      targetYield,
      basis: typed.targetBasis,
    });
    return (
      <ResultCard
        field="maxPurchasePrice"
        label={TEXT.resultLabel}
        value={price}
        format="euros"
        tone={price > 0 ? 'positive' : 'negative'}
        hint={
          price > 0
            ? TEXT.reachable(formatPercent(targetYield), TEXT.basisWord[typed.targetBasis])
            : TEXT.unreachable
        }
      />
    );
  }, [read, values, typed.targetBasis]);
  return (
    <section className="card target-price" aria-labelledby={titleId}>
      <h3 id={titleId}>{TEXT.title}</h3>
      <p>{TEXT.intro}</p>
      <div className="target-price__fields">
        <NumberField
          name={TARGET.name}
          label={TARGET.label}
          unit={TARGET.unit}
          value={target.targetYield}
          error={read.ok ? undefined : read.errors.targetYield}
          onChange={(event) => onChange({ ...target, targetYield: event.target.value })}
        />
        <SelectField
          name="targetBasis"
          label={TEXT.basisLabel}
          options={TEXT.basis}
          value={target.targetBasis}
          onChange={(event) =>
            onChange({
              ...target,
              targetBasis: isBasis(event.target.value) ? event.target.value : 'net',
            })
          }
        />
      </div>
      {result}
    </section>
  );
}
