// What-ifs of the analysis (Euríbor +1/+2, rent −10 %, one more empty month, flat prices) and the highest price for a target.
import * as React from 'react';
import { useEffect, useState } from 'react';
import { formatEuros, formatPercent } from '../../../core/format';
import { RETURN_ON_YOUR_MONEY } from '../../../core/metrics';
import {
  maxPurchasePrice,
  type MaxPriceResult,
  type PriceTarget,
} from '../../../core/tools/investment-analysis';
import { readFieldTexts } from '../../../core/tools/field-texts';
import { PRICE_TARGET_FIELDS } from '../../../core/tools/investment-analysis/result-fields';
import { rateFieldShown } from '../../../core/tools/investment-analysis/steps';
import NumberField from '../../components/form/NumberField';
import SelectField from '../../components/form/SelectField';
import Button from '../../components/ui/Button';
import Table from '../../components/ui/Table';
import { useLinkedForm, type LinkHost } from '../calculator/useLinkedForm';
import { PRICE_TARGET_FORM } from './linked-parts';
import type { AnalysisOutcome } from './outcome';

const TEXT = {
  title: '¿Y si…?',
  caption: 'La TIR después de impuestos y el primer año si cambia una sola cosa.',
  scenario: 'Escenario',
  irr: 'TIR tras impuestos',
  change: 'Cambio',
  cashFlow: 'Flujo año 1',
  base: 'Tu análisis',
  unaffected: 'sin efecto: tu tipo es fijo en esos años',
  /** Beside a TIR: whether it still reaches the user's minimum (colour and ▲/▼ say the same). */
  meets: ' (cumple tu mínimo)',
  misses: ' (no llega a tu mínimo)',
  points: (value: number) =>
    `${value > 0 ? '+' : ''}${formatPercent(value).replace('%', 'puntos')}`,
  maxTitle: 'Precio máximo para tu objetivo',
  maxIntro:
    'El precio más alto que alcanza tu objetivo, con los gastos de compra de ese precio y el mismo porcentaje de préstamo.',
  kind: 'Objetivo',
  kinds: [
    { value: 'irrAfterTax', label: 'TIR después de impuestos' },
    { value: 'cashOnCashYear1', label: `${RETURN_ON_YOUR_MONEY.name} del año 1` },
  ],
  compute: 'Calcular precio máximo',
  result: (price: string, costs: string, loan: string) =>
    `Puedes pagar hasta ${price} (gastos de compra ${costs}, préstamo ${loan}).`,
  none: 'Ningún precio desde 1.000 € alcanza ese objetivo con este alquiler y estos gastos.',
};

const [TARGET] = PRICE_TARGET_FIELDS;

/** A fixed loan or a cash purchase: the Euríbor rows could only say that nothing changes. */
export function shownSensitivities(outcome: Pick<AnalysisOutcome, 'input' | 'sensitivities'>) {
  const { rateType, loanAmount } = outcome.input;
  const euriborApplies = (loanAmount ?? 0) > 0 && rateFieldShown('euribor', rateType);
  return outcome.sensitivities.filter((s) => euriborApplies || !s.key.startsWith('euribor'));
}

function MaxPrice({ outcome, link }: { outcome: AnalysisOutcome; link: LinkHost }) {
  const { texts, set, opened } = useLinkedForm(link, PRICE_TARGET_FORM);
  const { priceTargetKind: kind, priceTargetValue: text } = texts;
  const [error, setError] = useState<string>();
  const [found, setFound] = useState<MaxPriceResult>();
  const onCompute = () => {
    const read = readFieldTexts(PRICE_TARGET_FIELDS, texts);
    if (!read.ok) {
      setError(read.errors.priceTargetValue);
      setFound(undefined);
      return;
    }
    setError(undefined);
    setFound(maxPurchasePrice(outcome.input, { kind, value: read.values.priceTargetValue }));
  };
  // A link with a target shows its price at once, as the sender saw it.
  useEffect(() => {
    if (opened) onCompute();
  }, [opened]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <div className="analysis-block analysis-maxprice">
      <h3>{TEXT.maxTitle}</h3>
      <p>{TEXT.maxIntro}</p>
      <div className="target-price__fields">
        <SelectField
          label={TEXT.kind}
          options={TEXT.kinds}
          value={kind}
          onChange={(event) => set({ priceTargetKind: event.target.value as PriceTarget['kind'] })}
        />
        <NumberField
          name={TARGET.name}
          label={TARGET.label}
          unit={TARGET.unit}
          value={text}
          error={error}
          onChange={(event) => set({ priceTargetValue: event.target.value })}
        />
      </div>
      <Button onClick={onCompute}>{TEXT.compute}</Button>
      {found && (
        <p role="status" data-result="maxPrice" data-value={found.maxPrice ?? ''}>
          {found.maxPrice === null
            ? TEXT.none
            : TEXT.result(
                formatEuros(found.maxPrice),
                formatEuros(found.purchaseCosts ?? 0),
                formatEuros(found.loanAmount ?? 0),
              )}
        </p>
      )}
    </div>
  );
}

export default function Sensitivities({
  outcome,
  link,
}: {
  outcome: AnalysisOutcome;
  /** The calculator's share link: the maximum-price target goes into it and comes back. */
  link: LinkHost;
}) {
  const { metrics } = outcome.analysis;
  const irr = (value: number | null) => (value === null ? '—' : formatPercent(value));
  const minimum = outcome.analysis.verdict.irr.minimum;
  /** A TIR judged against the user's minimum TIR: ▲ green when it reaches it, ▼ red when not. */
  const judged = (value: number | null) =>
    value === null ? (
      irr(value)
    ) : (
      <>
        <span aria-hidden="true">{value >= minimum ? '▲ ' : '▼ '}</span>
        {irr(value)}
        <span className="visually-hidden">{value >= minimum ? TEXT.meets : TEXT.misses}</span>
      </>
    );
  const tone = (value: number | null) =>
    value === null ? undefined : value >= minimum ? 'is-positive' : 'is-negative';
  return (
    <>
      <div className="analysis-block">
        <h3>{TEXT.title}</h3>
        <Table caption={TEXT.caption}>
          <thead>
            <tr>
              <th scope="col">{TEXT.scenario}</th>
              <th scope="col">{TEXT.irr}</th>
              <th scope="col">{TEXT.change}</th>
              <th scope="col">{TEXT.cashFlow}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{TEXT.base}</th>
              <td className={tone(metrics.irrAfterTax)}>{judged(metrics.irrAfterTax)}</td>
              <td>—</td>
              <td>{formatEuros(metrics.cashFlowYear1)}</td>
            </tr>
            {shownSensitivities(outcome).map((s) => (
              <tr key={s.key} data-sensitivity={s.key}>
                <th scope="row">{s.label}</th>
                <td
                  className={tone(s.irrAfterTax)}
                  data-result={`sensitivity.${s.key}.irrAfterTax`}
                  data-value={s.irrAfterTax ?? ''}
                >
                  {judged(s.irrAfterTax)}
                </td>
                <td>
                  {!s.affected
                    ? TEXT.unaffected
                    : s.irrChange === null
                      ? '—'
                      : TEXT.points(s.irrChange)}
                </td>
                <td>{formatEuros(s.cashFlowYear1)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
      <MaxPrice outcome={outcome} link={link} />
    </>
  );
}
