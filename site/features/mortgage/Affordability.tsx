// "¿Te daría el banco esta hipoteca?": the one verdict of /hipoteca on the loan of the form, from
// net income, other debts, savings, price, use and age, asked once (judgeFinancing), with the
// financing warnings (`data-warning`) and the figures it rests on.
import * as React from 'react';
import { useMemo } from 'react';
import { formatEuros, formatEurosCents, formatPercent } from '../../../core/format';
import {
  assessAffordability,
  judgeFinancing,
  type AffordabilityResult,
  type FinancingInput,
  type FinancingJudgement,
  type FinancingVerdict,
  type LoanTerms,
} from '../../../core/tools/mortgage/index';
import { AFFORD_FIELDS } from '../../../core/tools/mortgage/advanced-fields';
import NumberField from '../../components/form/NumberField';
import Callout from '../../components/ui/Callout';
import { toInputText } from '../../lib/form/numbers';
import { linkedFormOf, type LinkedForm } from '../calculator/linked-form';
import { useLinkedForm, type LinkHost } from '../calculator/useLinkedForm';
import ChoiceField, { type Choice } from './ChoiceField';
import { readAffordability, type AffordTexts, type Reading } from './advanced';
import { ADVANCED_TEXT } from './advanced-text';
import { verdictSentence, warningText } from './verdict-text';

const TEXT = ADVANCED_TEXT.afford;

const CHOICES: readonly Choice<AffordTexts>[] = [
  { key: 'use', label: TEXT.use, options: TEXT.uses },
  { key: 'propertyType', label: TEXT.propertyType, options: TEXT.propertyTypes },
  { key: 'autonomousCommunity', label: TEXT.community, options: TEXT.communities },
];

const TONES: Readonly<Record<FinancingVerdict, string>> = {
  viable: 'positive',
  tight: 'neutral',
  notViable: 'negative',
};

/** Its part of the share link, starting from `price` (the main form's loan plus a 20 % deposit). */
export function affordForm(price: number): LinkedForm<AffordTexts> {
  return linkedFormOf('affordability', AFFORD_FIELDS, {
    defaults: { propertyPrice: toInputText(price) },
    choices: {
      use: 'main' as AffordTexts['use'],
      propertyType: 'used' as AffordTexts['propertyType'],
      autonomousCommunity: 'madrid' as AffordTexts['autonomousCommunity'],
    },
    options: Object.fromEntries(
      CHOICES.map((choice) => [choice.key, choice.options.map((option) => option.value)]),
    ),
  });
}

/** The panel's texts with the price that follows the loan, while it does. */
const withPrice = (texts: AffordTexts, price: string): AffordTexts => ({
  ...texts,
  propertyPrice: price,
});

/** A figure the verdict rests on: label, `data-result` name, text and value. */
type FigureRow = [string, string, string, number];

function figureRows(judgement: FinancingJudgement, limits: AffordabilityResult): FigureRow[] {
  const j = judgement;
  const rows: FigureRow[] = [
    [TEXT.loan, 'financingLoan', formatEuros(j.loan), j.loan],
    [TEXT.loanToValue, 'loanToValue', formatPercent(j.loanToValue, { upTo: 2 }), j.loanToValue],
    [TEXT.peakPayment, 'peakPayment', formatEurosCents(j.peakPayment), j.peakPayment],
    [TEXT.debtRatio, 'debtRatio', formatPercent(j.debtRatio), j.debtRatio],
    [TEXT.cashNeeded, 'financingCashNeeded', formatEuros(j.cashNeeded), j.cashNeeded],
    [TEXT.purchaseCosts, 'purchaseCosts', formatEuros(j.purchaseCosts), j.purchaseCosts],
    ...(j.openingFee > 0
      ? [
          [
            TEXT.openingFee,
            'financingOpeningFee',
            formatEuros(j.openingFee),
            j.openingFee,
          ] as FigureRow,
        ]
      : []),
    [TEXT.maxLoanByLtv(j.ltvLimit), 'maxLoanByLtv', formatEuros(j.maxLoanByLtv), j.maxLoanByLtv],
    [
      TEXT.maxLoanByPayment,
      'maxLoanByPayment',
      formatEuros(limits.maxLoanByPayment),
      limits.maxLoanByPayment,
    ],
  ];
  if (j.ageAtEnd !== null)
    rows.push([TEXT.ageAtEnd, 'ageAtEnd', TEXT.years(j.ageAtEnd), j.ageAtEnd]);
  return rows;
}

interface Props {
  /** The loan of the main form: the one the verdict judges. */
  loan: LoanTerms;
  /** The main form's opening fee: paid at signing, so part of the cash needed. */
  openingFeePercent: number;
  /** The loan of the main form plus a 20 % deposit: the price until the person sets one. */
  initial: { price: number };
  /** The calculator's share link: what is typed here goes into it and comes back from it. */
  link: LinkHost;
}

function useAffordability({ loan, openingFeePercent, initial, link }: Props) {
  const form = useMemo(() => affordForm(initial.price), []); // eslint-disable-line react-hooks/exhaustive-deps
  const linked = useLinkedForm(link, form);
  const { edited, settled } = linked;
  // Until the person types here (or a link brings this part), the price follows the loan: the
  // results appear while the loan is typed, and its first key ("1") is no price to start from.
  const loanPrice = toInputText(initial.price);
  const texts = edited ? linked.texts : withPrice(linked.texts, loanPrice);
  const set = (patch: Partial<AffordTexts>) =>
    linked.set(edited ? patch : { propertyPrice: loanPrice, ...patch });
  // Judged once typing pauses: the verdict prices the purchase costs several times over.
  const { read, judgement, limits } = useMemo(() => {
    const read = readAffordability(
      settled.edited ? settled.texts : withPrice(settled.texts, loanPrice),
      loan,
      openingFeePercent,
    );
    return {
      read,
      judgement: read.ok ? judgeFinancing(read.value) : undefined,
      limits: read.ok ? assessAffordability(read.value) : undefined,
    };
  }, [settled, loanPrice, loan, openingFeePercent]);
  const errors = read.ok || !settled.edited ? {} : read.errors;
  return { texts, set, read, judgement, limits, errors };
}

function AffordVerdict({
  read,
  judgement,
}: {
  read: Reading<FinancingInput>;
  judgement: FinancingJudgement | undefined;
}) {
  if (!judgement || !read.ok) return <p className="advanced__note">{TEXT.empty}</p>;
  return (
    <>
      <p
        className={`advanced__verdict advanced__verdict--${TONES[judgement.verdict]}`}
        data-result="verdict"
        data-value={judgement.verdict}
        data-limiting-factor={judgement.limitingFactor ?? undefined}
      >
        <strong>{TEXT.levels[judgement.verdict]}</strong>:{' '}
        {verdictSentence(judgement, read.value.use)}
      </p>
      {judgement.warnings.map((key) => (
        <div key={key} data-warning={key}>
          <Callout tone="warning">
            <p>{warningText(key, judgement, read.value.use, read.value.propertyPrice)}</p>
          </Callout>
        </div>
      ))}
    </>
  );
}

export default function Affordability(props: Props) {
  const { texts, set, read, judgement, limits, errors } = useAffordability(props);
  const headingId = React.useId();
  const rows = judgement && limits ? figureRows(judgement, limits) : [];
  return (
    <section
      className={judgement && read.ok ? 'card financing' : 'card financing no-print'}
      aria-labelledby={headingId}
    >
      <h3 id={headingId}>{TEXT.title}</h3>
      <p>{TEXT.intro}</p>
      <div className="advanced__fields">
        {AFFORD_FIELDS.map((field) => (
          <NumberField
            key={field.name}
            name={field.name}
            label={field.label}
            unit={field.unit}
            hint={'hint' in field ? field.hint : undefined}
            value={texts[field.name]}
            error={errors[field.name]}
            onChange={(event) => set({ [field.name]: event.target.value })}
          />
        ))}
        {CHOICES.map((choice) => (
          <ChoiceField key={choice.key} choice={choice} texts={texts} set={set} />
        ))}
      </div>
      <div aria-live="polite" className="stack">
        <AffordVerdict read={read} judgement={judgement} />
      </div>
      {rows.length > 0 && (
        <dl className="advanced__figures" aria-label={TEXT.figuresCaption}>
          {rows.map(([label, field, text, value]) => (
            <div key={field}>
              <dt>{label}</dt>
              <dd data-result={field} data-value={String(value)}>
                {text}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <p className="advanced__note">{TEXT.sourceNote}</p>
    </section>
  );
}
