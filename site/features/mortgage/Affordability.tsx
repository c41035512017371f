// "Cuánto te prestaría el banco": affordability as Spanish banks judge it, on net income, with the
// purchase costs of the chosen community from the purchase-costs engine.
import * as React from 'react';
import { useState } from 'react';
import { formatEuros, formatEurosCents } from '../../../core/format';
import { assessAffordability, type LoanTerms } from '../../../core/tools/mortgage/index';
import NumberField from '../../components/form/NumberField';
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

export default function Affordability({
  loan,
  initial,
}: {
  loan: Omit<LoanTerms, 'loanAmount'>;
  /** The loan of the main form plus a 20 % deposit: a first price to start from. */
  initial: { price: number };
}) {
  const [texts, setTexts] = useState<AffordTexts>({
    netMonthlyIncome: '',
    existingDebtPayments: '',
    savings: '',
    propertyPrice: String(initial.price),
    appraisalValue: '',
    paymentRatio: '30',
    use: 'main',
    propertyType: 'used',
    autonomousCommunity: 'madrid',
  });
  const set = (patch: Partial<AffordTexts>) => setTexts((current) => ({ ...current, ...patch }));
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
    <details className="card advanced">
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
