// "Bonificaciones": the rate discount for linked products against their yearly cost, and whether
// it pays off, all products together and each one alone.
import * as React from 'react';
import { useState } from 'react';
import { formatEuros, formatEurosCents, formatPercent } from '../../../core/format';
import { bonusComparison, type LoanTerms } from '../../../core/tools/mortgage/index';
import NumberField from '../../components/form/NumberField';
import Table from '../../components/ui/Table';
import { BONUS_PRODUCTS, readBonus, type BonusTexts } from './advanced';
import { ADVANCED_TEXT } from './advanced-text';

const TEXT = ADVANCED_TEXT.bonus;

export default function Bonus({
  terms,
  openingFeePercent,
}: {
  terms: LoanTerms;
  openingFeePercent: number;
}) {
  const [texts, setTexts] = useState<BonusTexts>({
    discount: BONUS_PRODUCTS.map(() => ''),
    cost: BONUS_PRODUCTS.map(() => ''),
  });
  const set = (key: keyof BonusTexts, index: number, value: string) =>
    setTexts((current) => ({
      ...current,
      [key]: current[key].map((text, i) => (i === index ? value : text)),
    }));
  const read = readBonus(texts);
  const errors = read.ok ? {} : read.errors;
  const result =
    read.ok && read.value.length > 0
      ? bonusComparison(terms, read.value, { openingFeePercent })
      : undefined;
  const options = result ? [result.without, result.with] : [];
  return (
    <details className="card advanced">
      <summary>{TEXT.title}</summary>
      <p>{TEXT.intro}</p>
      {BONUS_PRODUCTS.map((name, index) => (
        <fieldset key={name} className="advanced__product">
          <legend>{name}</legend>
          <div className="advanced__fields">
            <NumberField
              name={`bonusDiscount${index}`}
              label={TEXT.discount}
              unit="puntos"
              value={texts.discount[index]}
              error={errors[`discount${index}`]}
              onChange={(event) => set('discount', index, event.target.value)}
            />
            <NumberField
              name={`bonusCost${index}`}
              label={TEXT.cost}
              unit="€/año"
              value={texts.cost[index]}
              error={errors[`cost${index}`]}
              onChange={(event) => set('cost', index, event.target.value)}
            />
          </div>
        </fieldset>
      ))}
      {!result && read.ok && <p className="advanced__note">{TEXT.empty}</p>}
      {result && (
        <>
          <Table caption={TEXT.caption} className="advanced__table">
            <thead>
              <tr>
                <th scope="col" />
                <th scope="col">{TEXT.without}</th>
                <th scope="col">{TEXT.with}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{TEXT.payment}</th>
                {options.map((option, i) => (
                  <td key={i}>{formatEurosCents(option.firstPayment)}</td>
                ))}
              </tr>
              <tr>
                <th scope="row">{TEXT.interest}</th>
                {options.map((option, i) => (
                  <td key={i}>{formatEuros(option.totalInterest)}</td>
                ))}
              </tr>
              <tr>
                <th scope="row">{TEXT.products}</th>
                {options.map((option, i) => (
                  <td key={i}>{formatEuros(option.productCost)}</td>
                ))}
              </tr>
              <tr>
                <th scope="row">{TEXT.total}</th>
                {options.map((option, i) => (
                  <td key={i}>{formatEuros(option.totalCost)}</td>
                ))}
              </tr>
              <tr>
                <th scope="row">{TEXT.tae}</th>
                {options.map((option, i) => (
                  <td key={i}>{formatPercent(option.tae)}</td>
                ))}
              </tr>
            </tbody>
          </Table>
          <p
            className={`advanced__verdict advanced__verdict--${result.paysOff ? 'positive' : 'negative'}`}
            data-result="bonusVerdict"
            data-value={String(result.netSaving)}
          >
            {result.verdict}
          </p>
          {result.products.length > 1 && (
            <ul className="advanced__list">
              {result.products.map((product) => (
                <li key={product.name}>
                  {TEXT.perProduct(
                    product.name,
                    product.paysOff,
                    formatEuros(Math.abs(product.netSaving)),
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </details>
  );
}
