// "Amortización anticipada": a one-off or yearly extra payment, reducir cuota vs reducir plazo,
// interest saved, new payment or new term, and the compensation fee with its legal cap.
import * as React from 'react';
import { formatEuros, formatEurosCents, formatPercent } from '../../../core/format';
import {
  compareEarlyRepayment,
  compensationCapPercent,
  type EarlyRepaymentResult,
  type LoanTerms,
} from '../../../core/tools/mortgage/index';
import { EARLY_FIELDS, EARLY_YEAR_FROM_LABEL } from '../../../core/tools/mortgage/advanced-fields';
import { rowOf } from '../../../core/tools/fields';
import NumberField from '../../components/form/NumberField';
import Table from '../../components/ui/Table';
import { linkedFormOf, type LinkedForm } from '../calculator/linked-form';
import { useLinkedForm, type LinkHost } from '../calculator/useLinkedForm';
import ChoiceField, { type Choice } from './ChoiceField';
import { readEarly, type EarlyTexts } from './advanced';
import { ADVANCED_TEXT } from './advanced-text';

const TEXT = ADVANCED_TEXT.early;
const FREQUENCY: Choice<EarlyTexts> = {
  key: 'earlyFrequency',
  label: TEXT.frequency,
  options: TEXT.frequencies,
};
const FEE_OPTION: Choice<EarlyTexts> = {
  key: 'earlyFeeOption',
  label: TEXT.feeOption,
  options: TEXT.feeOptions,
};

/** No extra payment yet, at the end of year 1; its part of the share link. */
export const EARLY_FORM: LinkedForm<EarlyTexts> = linkedFormOf('early', EARLY_FIELDS, {
  choices: {
    earlyFrequency: 'once' as EarlyTexts['earlyFrequency'],
    earlyFeeOption: 'first5Years' as EarlyTexts['earlyFeeOption'],
  },
  options: {
    earlyFrequency: TEXT.frequencies.map((option) => option.value),
    earlyFeeOption: TEXT.feeOptions.map((option) => option.value),
  },
});

const AMOUNT = rowOf(EARLY_FIELDS, 'earlyAmount');
const YEAR = rowOf(EARLY_FIELDS, 'earlyYear');

function months(count: number): string {
  const years = Math.floor(count / 12);
  const rest = count % 12;
  const parts = [
    years > 0 ? `${years} ${years === 1 ? 'año' : 'años'}` : '',
    rest > 0 ? `${rest} ${rest === 1 ? 'mes' : 'meses'}` : '',
  ].filter(Boolean);
  return parts.join(' y ') || '0 meses';
}

function EarlyTable({ result }: { result: EarlyRepaymentResult }) {
  return (
    <Table caption={TEXT.caption} className="advanced__table">
      <thead>
        <tr>
          <th scope="col" />
          <th scope="col">{TEXT.cuota}</th>
          <th scope="col">{TEXT.plazo}</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">{TEXT.interestSaved}</th>
          {[result.cuota, result.plazo].map((option) => (
            <td
              key={option.mode}
              data-result={`interestSaved-${option.mode}`}
              data-value={String(option.interestSaved)}
            >
              {formatEuros(option.interestSaved)}
            </td>
          ))}
        </tr>
        <tr>
          <th scope="row">{TEXT.newPayment}</th>
          <td data-result="paymentAfter-cuota" data-value={String(result.cuota.paymentAfter)}>
            {formatEurosCents(result.cuota.paymentAfter)}
          </td>
          <td>{formatEurosCents(result.plazo.paymentAfter)}</td>
        </tr>
        <tr>
          <th scope="row">{TEXT.newTerm}</th>
          <td>{months(result.cuota.monthsToRepay)}</td>
          <td>{months(result.plazo.monthsToRepay)}</td>
        </tr>
        <tr>
          <th scope="row">{TEXT.sooner}</th>
          <td>{months(result.cuota.monthsSaved)}</td>
          <td data-result="monthsSaved-plazo" data-value={String(result.plazo.monthsSaved)}>
            {months(result.plazo.monthsSaved)}
          </td>
        </tr>
        <tr>
          <th scope="row">{TEXT.fee}</th>
          <td>{formatEuros(result.cuota.fees)}</td>
          <td data-result="earlyFee" data-value={String(result.plazo.fees)}>
            {formatEuros(result.plazo.fees)}
          </td>
        </tr>
        <tr>
          <th scope="row">{TEXT.net}</th>
          <td>{formatEuros(result.cuota.netSaving)}</td>
          <td>{formatEuros(result.plazo.netSaving)}</td>
        </tr>
      </tbody>
    </Table>
  );
}

export default function EarlyRepayment({
  terms,
  link,
}: {
  terms: LoanTerms;
  /** The calculator's share link: the extra payment goes into it and comes back from it. */
  link: LinkHost;
}) {
  const { texts, settled, set, opened } = useLinkedForm(link, EARLY_FORM);
  // Read and computed once typing pauses, not at each key.
  const { read, result, cap } = React.useMemo(() => {
    const read = readEarly(settled.texts, terms);
    const option = settled.texts.earlyFeeOption;
    const result = read.ok
      ? compareEarlyRepayment(terms, read.value, { variableOption: option })
      : undefined;
    const firstMonth = read.ok ? (read.value[0]?.month ?? 12) : 12;
    return { read, result, cap: compensationCapPercent(terms, firstMonth, option) };
  }, [settled, terms]);
  const errors = read.ok || !settled.edited ? {} : read.errors;
  return (
    <details
      className={result ? 'card advanced' : 'card advanced no-print'}
      open={opened || undefined}
    >
      <summary>{TEXT.title}</summary>
      <p>{TEXT.intro}</p>
      <div className="advanced__fields">
        <NumberField
          name={AMOUNT.name}
          label={AMOUNT.label}
          unit={AMOUNT.unit}
          hint={AMOUNT.hint}
          value={texts.earlyAmount}
          error={errors.earlyAmount}
          onChange={(event) => set({ earlyAmount: event.target.value })}
        />
        <ChoiceField choice={FREQUENCY} texts={texts} set={set} />
        <NumberField
          name={YEAR.name}
          label={texts.earlyFrequency === 'once' ? YEAR.label : EARLY_YEAR_FROM_LABEL}
          unit={YEAR.unit}
          hint={YEAR.hint}
          value={texts.earlyYear}
          error={errors.earlyYear}
          onChange={(event) => set({ earlyYear: event.target.value })}
        />
        {terms.rateType !== 'fixed' && <ChoiceField choice={FEE_OPTION} texts={texts} set={set} />}
      </div>
      {result && (
        <>
          <EarlyTable result={result} />
          <p className="advanced__verdict" data-result="earlyVerdict">
            {result.verdict}
          </p>
          <p className="advanced__note">{TEXT.capNote(formatPercent(cap))}</p>
        </>
      )}
    </details>
  );
}
