// "Bonificaciones": the rate discount for linked products against their yearly cost, and whether
// it pays off, all products together and each one alone.
import * as React from 'react';
import { formatEuros, formatEurosCents, formatPercent } from '../../../core/format';
import { bonusComparison, type LoanTerms } from '../../../core/tools/mortgage/index';
import NumberField from '../../components/form/NumberField';
import Table from '../../components/ui/Table';
import type { LinkedForm } from '../calculator/linked-form';
import { useLinkedForm, type LinkHost } from '../calculator/useLinkedForm';
import { BONUS_PRODUCTS, bonusKeys, readBonus, type BonusTexts } from './advanced';
import { ADVANCED_TEXT } from './advanced-text';

const TEXT = ADVANCED_TEXT.bonus;

const BONUS_KEYS = BONUS_PRODUCTS.flatMap((_, index) => Object.values(bonusKeys(index)));

/** Every product's discount and cost empty; its part of the share link. */
export const BONUS_FORM: LinkedForm<BonusTexts> = {
  part: 'bonus',
  defaults: Object.fromEntries(BONUS_KEYS.map((key) => [key, ''])) as BonusTexts,
  numberKeys: BONUS_KEYS,
  labels: Object.fromEntries(
    BONUS_PRODUCTS.flatMap((name, index) => {
      const keys = bonusKeys(index);
      return [
        [keys.discount, `${TEXT.discount} (${name})`],
        [keys.cost, `${TEXT.cost} (${name})`],
      ];
    }),
  ),
};

export default function Bonus({
  terms,
  openingFeePercent,
  link,
}: {
  terms: LoanTerms;
  openingFeePercent: number;
  /** The calculator's share link: the products typed go into it and come back from it. */
  link: LinkHost;
}) {
  const { texts, set, opened } = useLinkedForm(link, BONUS_FORM);
  const read = readBonus(texts);
  const errors = read.ok ? {} : read.errors;
  const result =
    read.ok && read.value.length > 0
      ? bonusComparison(terms, read.value, { openingFeePercent })
      : undefined;
  const options = result ? [result.without, result.with] : [];
  return (
    <details className="card advanced" open={opened || undefined}>
      <summary>{TEXT.title}</summary>
      <p>{TEXT.intro}</p>
      {BONUS_PRODUCTS.map((name, index) => {
        const keys = bonusKeys(index);
        return (
          <fieldset key={name} className="advanced__product">
            <legend>{name}</legend>
            <div className="advanced__fields">
              <NumberField
                name={keys.discount}
                label={TEXT.discount}
                unit="puntos"
                value={texts[keys.discount]}
                error={errors[keys.discount]}
                onChange={(event) => set({ [keys.discount]: event.target.value })}
              />
              <NumberField
                name={keys.cost}
                label={TEXT.cost}
                unit="€/año"
                value={texts[keys.cost]}
                error={errors[keys.cost]}
                onChange={(event) => set({ [keys.cost]: event.target.value })}
              />
            </div>
          </fieldset>
        );
      })}
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
