// "Cuánto te prestaría el banco": affordability as Spanish banks judge it, on net income, with the
// purchase costs of the chosen community from the purchase-costs engine.
import * as React from 'react';
import { useMemo } from 'react';
import { formatEuros, formatEurosCents } from '../../../core/format';
import {
  assessAffordability,
  PAYMENT_RATIO,
  type LoanTerms,
} from '../../../core/tools/mortgage/index';
import NumberField from '../../components/form/NumberField';
import type { LinkedForm } from '../calculator/linked-form';
import { useLinkedForm, type LinkHost } from '../calculator/useLinkedForm';
import ChoiceField, { type Choice } from './ChoiceField';
import { readAffordability, type AffordTexts } from './advanced';
import { ADVANCED_TEXT } from './advanced-text';

const TEXT = ADVANCED_TEXT.afford;
type NumberKey = Exclude<keyof AffordTexts, 'use' | 'propertyType' | 'autonomousCommunity'>;

const NUMBER_FIELDS: readonly { name: NumberKey; unit: string; hint?: string }[] = [
  { name: 'netMonthlyIncome', unit: '€', hint: TEXT.netHint },
  { name: 'existingDebtPayments', unit: '€/mes', hint: TEXT.debtsHint },
  { name: 'savings', unit: '€' },
  { name: 'propertyPrice', unit: '€' },
  { name: 'appraisalValue', unit: '€', hint: TEXT.appraisalHint },
  { name: 'paymentRatio', unit: '%', hint: TEXT.ratioHint },
];

const CHOICES: readonly Choice<AffordTexts>[] = [
  { key: 'use', label: TEXT.use, options: TEXT.uses },
  { key: 'propertyType', label: TEXT.propertyType, options: TEXT.propertyTypes },
  { key: 'autonomousCommunity', label: TEXT.community, options: TEXT.communities },
];

/** Its part of the share link, starting from `price` (the main form's loan plus a 20 % deposit). */
export function affordForm(price: number): LinkedForm<AffordTexts> {
  return {
    part: 'affordability',
    defaults: {
      netMonthlyIncome: '',
      existingDebtPayments: '',
      savings: '',
      propertyPrice: String(price),
      appraisalValue: '',
      paymentRatio: String(PAYMENT_RATIO.default),
      use: 'main',
      propertyType: 'used',
      autonomousCommunity: 'madrid',
    },
    numberKeys: NUMBER_FIELDS.map((field) => field.name),
    labels: Object.fromEntries(NUMBER_FIELDS.map((field) => [field.name, TEXT[field.name]])),
    options: Object.fromEntries(
      CHOICES.map((choice) => [choice.key, choice.options.map((option) => option.value)]),
    ),
  };
}

export default function Affordability({
  loan,
  initial,
  link,
}: {
  loan: Omit<LoanTerms, 'loanAmount'>;
  /** The loan of the main form plus a 20 % deposit: a first price to start from. */
  initial: { price: number };
  /** The calculator's share link: what is typed here goes into it and comes back from it. */
  link: LinkHost;
}) {
  // The first price only: a later change of the loan does not rewrite what is typed.
  const form = useMemo(() => affordForm(initial.price), []); // eslint-disable-line react-hooks/exhaustive-deps
  const { texts, set, opened } = useLinkedForm(link, form);
  const read = readAffordability(texts, loan);
  const errors = read.ok ? {} : read.errors;
  const result = read.ok ? assessAffordability(read.value) : undefined;
  const rows: [string, string, number][] = result
    ? [
        [TEXT.maxLoanByPayment, 'maxLoanByPayment', result.maxLoanByPayment],
        [TEXT.maxLoanByLtv(result.ltvPercent), 'maxLoanByLtv', result.maxLoanByLtv],
        [TEXT.purchaseCosts, 'purchaseCosts', result.purchaseCosts],
        [TEXT.deposit, 'deposit', result.deposit],
        [TEXT.cashNeeded, 'cashNeeded', result.cashNeeded],
      ]
    : [];
  return (
    <details className="card advanced" open={opened || undefined}>
      <summary>{TEXT.title}</summary>
      <p>{TEXT.intro}</p>
      <div className="advanced__fields">
        {NUMBER_FIELDS.map((field) => (
          <NumberField
            key={field.name}
            name={field.name}
            label={TEXT[field.name]}
            unit={field.unit}
            hint={field.hint}
            value={texts[field.name]}
            error={errors[field.name]}
            onChange={(event) => set({ [field.name]: event.target.value })}
          />
        ))}
        {CHOICES.map((choice) => (
          <ChoiceField key={choice.key} choice={choice} texts={texts} set={set} />
        ))}
      </div>
      {result && (
        <>
          <p
            className={`advanced__verdict advanced__verdict--${result.level === 'viable' ? 'positive' : 'negative'}`}
            data-result="affordabilityVerdict"
          >
            <strong>{TEXT.levels[result.level]}.</strong> {result.verdict}
          </p>
          <dl className="advanced__figures">
            <div>
              <dt>{TEXT.maxLoan}</dt>
              <dd data-result="maxLoan" data-value={String(result.maxLoan)}>
                {formatEuros(result.maxLoan)}
              </dd>
            </div>
            {rows.map(([label, field, value]) => (
              <div key={field}>
                <dt>{label}</dt>
                <dd data-result={field} data-value={String(value)}>
                  {formatEuros(value)}
                </dd>
              </div>
            ))}
            <div>
              <dt>{TEXT.payment}</dt>
              <dd>{formatEurosCents(result.monthlyPayment)}</dd>
            </div>
          </dl>
        </>
      )}
    </details>
  );
}
