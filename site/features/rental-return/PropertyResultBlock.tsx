// One property's answer: each line of the calculation with its amount, how it comes out and the
// article behind it; each contract's reduction; and where each figure goes in Renta Web.
import * as React from 'react';
import { formatEurosCents as eur, formatNumber, formatPercent } from '../../../core/format';
import { modelo100Boxes, type Modelo100Boxes } from '../../../core/tools/rental-return/boxes';
import { propertyBoxValues } from '../../../core/tools/rental-return/boxes-values';
import { spanishDate } from '../../../core/tools/rental-return/calendar';
import type { PropertyResult } from '../../../core/tools/rental-return/result';
import Table from '../../components/ui/Table';
import { RESULTS_TEXT as T } from './results-text';

/** The data-result keys: each one is a number field of the property's result. */
export const PROPERTY_KEYS = [
  'grossIncome',
  'interestAndRepairs',
  'excessCarriedForward',
  'buildingAmortisation',
  'furnitureAmortisation',
  'deductibleExpenses',
  'netIncome',
  'reduction',
  'reducedNetIncome',
  'declaredIncome',
  'imputedIncome',
] as const satisfies readonly (keyof PropertyResult)[];

type PropertyKey = (typeof PROPERTY_KEYS)[number];
const isPropertyKey = (key: string): key is PropertyKey =>
  (PROPERTY_KEYS as readonly string[]).includes(key);

/** A figure tests and the PDF read: `property.1.netIncome`, numbered from 1. */
export function Figure({ name, value, text }: { name: string; value: number; text?: string }) {
  return (
    <span data-result={name} data-value={String(value)}>
      {text ?? eur(value)}
    </span>
  );
}

function LineList({
  property,
  n,
  lines,
}: {
  property: PropertyResult;
  n: number;
  lines: PropertyResult['lines'];
}) {
  return (
    <dl className="return-lines">
      {lines.map((line) => {
        const value = isPropertyKey(line.key) ? property[line.key] : line.amount;
        const strong = line.key === 'reducedNetIncome' || line.key === 'declaredIncome';
        return (
          <div key={line.key} className={strong ? 'return-line return-line--total' : 'return-line'}>
            <dt>{line.label}</dt>
            <dd className="return-line__amount">
              <Figure name={`property.${n}.${line.key}`} value={value} />
            </dd>
            <dd className="return-line__why">
              {line.explanation}{' '}
              <a href={line.url} target="_blank" rel="noopener noreferrer">
                {line.article}
              </a>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** A flat not let in the year declares only its imputation: the rent's lines, all zero, fold away. */
function Lines({ property, n }: { property: PropertyResult; n: number }) {
  if (property.contracts.length > 0)
    return <LineList property={property} n={n} lines={property.lines} />;
  const imputation = property.lines.filter((line) => line.key === 'imputedIncome');
  const rest = property.lines.filter((line) => line.key !== 'imputedIncome');
  return (
    <>
      <LineList property={property} n={n} lines={imputation} />
      <details className="return-unlet">
        <summary>{T.unletLines}</summary>
        <LineList property={property} n={n} lines={rest} />
      </details>
    </>
  );
}

function Contracts({ property, n }: { property: PropertyResult; n: number }) {
  if (property.contracts.length === 0) return null;
  return (
    <div className="return-contracts">
      <h4>{T.contractsCaption(n)}</h4>
      <ul className="return-contracts__list">
        {property.contracts.map((contract) => {
          const j = contract.index + 1;
          const at = `property.${n}.contract.${j}`;
          return (
            <li key={contract.index} className="return-contract-result">
              <p className="return-contract-result__title">
                {T.contractName(j, spanishDate(contract.from), spanishDate(contract.to))}
              </p>
              <dl className="return-pairs">
                <div>
                  <dt>{T.contractsColumns[1]}</dt>
                  <dd>{formatNumber(contract.days)}</dd>
                </div>
                <div>
                  <dt>{T.contractsColumns[2]}</dt>
                  <dd>{eur(contract.grossIncome)}</dd>
                </div>
                <div>
                  <dt>{T.contractsColumns[3]}</dt>
                  <dd>
                    <Figure
                      name={`${at}.reductionPercent`}
                      value={contract.reductionPercent}
                      text={formatPercent(contract.reductionPercent, { upTo: 2 })}
                    />
                  </dd>
                </div>
                <div>
                  <dt>{T.contractsColumns[4]}</dt>
                  <dd>
                    <Figure name={`${at}.reducedNetIncome`} value={contract.reducedNetIncome} />
                  </dd>
                </div>
              </dl>
              <p className="return-line__why">{contract.reductionReason}</p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function Boxes({
  property,
  n,
  boxes,
}: {
  property: PropertyResult;
  n: number;
  boxes: Modelo100Boxes;
}) {
  const values = propertyBoxValues(property);
  return (
    <div className="return-boxes">
      <Table caption={T.boxesCaption(n, boxes.taxYear)}>
        <thead>
          <tr>
            {T.boxesColumns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {boxes.boxes.map((box) => (
            <tr key={box.key}>
              <td>
                {box.box ?? (box.unconfirmedBox ? `${box.unconfirmedBox} (${T.boxPending})` : '—')}
              </td>
              <td>{box.label}</td>
              <td className="num">
                {box.key === 'imputationDays'
                  ? formatNumber(values[box.key])
                  : eur(values[box.key])}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

function PropertyResultBlock({ property, taxYear }: { property: PropertyResult; taxYear: number }) {
  const n = property.index + 1;
  const boxes = React.useMemo(() => modelo100Boxes(taxYear), [taxYear]);
  return (
    <div className="return-block">
      <h3>{T.propertyTitle(n, property.name)}</h3>
      <p className="field__hint">{T.propertyDays(property.daysLet, property.daysOwned)}</p>
      <Lines property={property} n={n} />
      <Contracts property={property} n={n} />
      <details className="return-boxes-fold">
        <summary>{T.boxesCaption(n, taxYear)}</summary>
        {boxes.note && <p className="field__hint">{boxes.note}</p>}
        <p className="field__hint">{boxes.section}</p>
        <Boxes property={property} n={n} boxes={boxes} />
      </details>
    </div>
  );
}

/** Drawn again only when its own figures change (use-return-result keeps an unchanged one's object). */
export default React.memo(PropertyResultBlock);
