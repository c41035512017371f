// "Bonificaciones": the rate discount for linked products against their yearly cost, and whether
// it pays off, all products together and each one alone.
import * as React from 'react';
import { formatEuros, formatEurosCents, formatPercent } from '../../../core/format';
import {
  bonusComparison,
  signingCosts,
  type BonusOption,
  type BonusResult,
  type LoanTerms,
} from '../../../core/tools/mortgage/index';
import {
  BONUS_FIELDS,
  BONUS_PRODUCTS,
  bonusKeys,
} from '../../../core/tools/mortgage/advanced-fields';
import { rowOf } from '../../../core/tools/fields';
import NumberField from '../../components/form/NumberField';
import Table from '../../components/ui/Table';
import { linkedFormOf } from '../calculator/linked-form';
import { useLinkedForm, type LinkHost } from '../calculator/useLinkedForm';
import { readBonus, type BonusTexts, type Errors } from './advanced';
import { ADVANCED_TEXT } from './advanced-text';

const TEXT = ADVANCED_TEXT.bonus;

/**
 * Every product's discount and cost empty; its part of the share link, where a value the link
 * brings unreadable is named with its product (the inputs have it in their fieldset's legend).
 */
export const BONUS_FORM = linkedFormOf('bonus', BONUS_FIELDS, {
  // Two rows per product, in BONUS_PRODUCTS order.
  labels: Object.fromEntries(
    BONUS_FIELDS.map((row, index) => [row.name, `${row.label} (${BONUS_PRODUCTS[index >> 1]})`]),
  ),
});

/** The table's rows: each option's figure, without and with the products. */
const OPTION_ROWS: readonly [string, (option: BonusOption) => string][] = [
  [TEXT.payment, (option) => formatEurosCents(option.firstPayment)],
  [TEXT.interest, (option) => formatEuros(option.totalInterest)],
  [TEXT.products, (option) => formatEuros(option.productCost)],
  [TEXT.total, (option) => formatEuros(option.totalCost)],
  [TEXT.tae, (option) => formatPercent(option.tae)],
];

function ProductFields({
  texts,
  errors,
  set,
}: {
  texts: BonusTexts;
  errors: Errors;
  set: (patch: Partial<BonusTexts>) => void;
}) {
  return BONUS_PRODUCTS.map((name, index) => {
    const keys = bonusKeys(index);
    return (
      <fieldset key={name} className="advanced__product">
        <legend>{name}</legend>
        <div className="advanced__fields">
          {[keys.discount, keys.cost].map((key) => {
            const row = rowOf(BONUS_FIELDS, key);
            return (
              <NumberField
                key={key}
                name={key}
                label={row.label}
                unit={row.unit}
                hint={row.hint}
                value={texts[key]}
                error={errors[key]}
                onChange={(event) => set({ [key]: event.target.value })}
              />
            );
          })}
        </div>
      </fieldset>
    );
  });
}

function BonusOutcome({ result }: { result: BonusResult }) {
  const options = [result.without, result.with];
  return (
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
          {OPTION_ROWS.map(([label, figure]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {options.map((option, i) => (
                <td key={i}>{figure(option)}</td>
              ))}
            </tr>
          ))}
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
  );
}

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
  const { texts, settled, set, opened } = useLinkedForm(link, BONUS_FORM);
  // Read and computed once typing pauses, not at each key.
  const { read, result } = React.useMemo(() => {
    const read = readBonus(settled.texts);
    const result =
      read.ok && read.value.length > 0
        ? bonusComparison(terms, read.value, signingCosts(terms, openingFeePercent))
        : undefined;
    return { read, result };
  }, [settled, terms, openingFeePercent]);
  return (
    <details
      className={result ? 'card advanced' : 'card advanced no-print'}
      open={opened || undefined}
    >
      <summary>{TEXT.title}</summary>
      <p>{TEXT.intro}</p>
      <ProductFields texts={texts} errors={read.ok ? {} : read.errors} set={set} />
      {!result && read.ok && <p className="advanced__note">{TEXT.empty}</p>}
      {result && <BonusOutcome result={result} />}
    </details>
  );
}
