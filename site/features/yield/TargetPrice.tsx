// "Precio máximo para una rentabilidad objetivo": the highest price that still reaches a target yield.
import * as React from 'react';
import { maxPriceForTargetYield } from '../../../core/tools/yield/engine';
import { formatPercent } from '../../../core/format';
import type { YieldFormValues } from '../../../core/tools/yield/schema';
import NumberField from '../../components/form/NumberField';
import SelectField from '../../components/form/SelectField';
import ResultCard from '../../components/ui/ResultCard';
import { parseNumberFields } from '../../lib/form/numbers';
import { useLinkedForm, type LinkHost } from '../calculator/useLinkedForm';
import { yieldSchemas } from './schemas';
import { isBasis, TARGET_FORM } from './target';
import { YIELD_TEXT } from './text';

const TEXT = YIELD_TEXT.target;

/**
 * The target as a number, or the validation message. The helper only shows next to results, which
 * need the yield schemas: they are loaded by then.
 */
export function readTarget(text: string): { value: number } | { error: string } {
  const schema = yieldSchemas.current?.targetYieldSchema;
  if (!schema) return { error: '' };
  const parsed = schema.safeParse(parseNumberFields({ t: text }, ['t']).t);
  return parsed.success ? { value: parsed.data } : { error: parsed.error.issues[0]?.message ?? '' };
}

export default function TargetPrice({
  values,
  link,
}: {
  values: YieldFormValues;
  /** The calculator's share link: the target goes into it and comes back from it. */
  link: LinkHost;
}) {
  const { texts: target, set: onChange } = useLinkedForm(link, TARGET_FORM);
  const titleId = React.useId();
  const read = readTarget(target.targetYield);
  let result: React.ReactNode = null;
  if ('value' in read) {
    const price = maxPriceForTargetYield({
      ...values,
      targetYield: read.value,
      basis: target.targetBasis,
    });
    result = (
      <ResultCard
        field="maxPurchasePrice"
        label={TEXT.resultLabel}
        value={price}
        format="euros"
        tone={price > 0 ? 'positive' : 'negative'}
        hint={
          price > 0
            ? TEXT.reachable(formatPercent(read.value), TEXT.basisWord[target.targetBasis])
            : TEXT.unreachable
        }
      />
    );
  }
  return (
    <section className="card target-price" aria-labelledby={titleId}>
      <h3 id={titleId}>{TEXT.title}</h3>
      <p>{TEXT.intro}</p>
      <div className="target-price__fields">
        <NumberField
          name="targetYield"
          label={TEXT.targetLabel}
          unit="%"
          value={target.targetYield}
          error={'error' in read ? read.error : undefined}
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
