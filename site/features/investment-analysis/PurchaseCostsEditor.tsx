// The purchase-cost engine's lines, each editable: a typed figure replaces the engine's, an emptied one gives it back.
import * as React from 'react';
import { useState } from 'react';
import { formatEurosCents } from '../../../core/format';
import {
  COST_LINE_LABELS,
  PURCHASE_COST_LINES,
  type PurchaseCostLine,
  type PurchaseCostsOverride,
} from '../../../core/tools/investment-analysis/inputs';
import type { PurchaseSummary } from '../../../core/tools/investment-analysis/purchase';
import NumberField from '../../components/form/NumberField';
import Button from '../../components/ui/Button';
import { formNumber, toInputText } from '../../lib/form/numbers';

const TEXT = {
  intro:
    'Calculados con las tarifas de tu comunidad. Corrige cualquier línea con tu presupuesto; vacíala para volver a nuestra cifra.',
  total: 'Total gastos de compra',
  corrected: 'corregido por ti',
  reset: 'Volver a los gastos calculados',
  invalid: 'Escribe un importe de 0 € o más, o déjalo vacío.',
};

/** The override after a line's text changes: a number sets the line, an empty text drops it. */
export function overrideAfterEdit(
  override: PurchaseCostsOverride | undefined,
  line: PurchaseCostLine,
  text: string,
): PurchaseCostsOverride | undefined {
  const value = formNumber(text);
  if (value !== undefined && !(Number.isFinite(value) && value >= 0)) return override;
  const lines: Partial<Record<PurchaseCostLine, number>> = {};
  for (const [key, typed] of Object.entries(override?.lines ?? {})) {
    if (key !== line) lines[key as PurchaseCostLine] = typed;
  }
  if (value !== undefined) lines[line] = value;
  return Object.keys(lines).length > 0 ? { ...override, lines } : undefined;
}

export default function PurchaseCostsEditor({
  purchase,
  override,
  onChange,
}: {
  purchase: PurchaseSummary;
  override: PurchaseCostsOverride | undefined;
  onChange: (next: PurchaseCostsOverride | undefined) => void;
}) {
  const [texts, setTexts] = useState<Partial<Record<PurchaseCostLine, string>>>({});
  const typed = (line: PurchaseCostLine) => override?.lines?.[line] !== undefined;
  return (
    <div className="analysis-costs__lines">
      <p className="field__hint">{TEXT.intro}</p>
      {PURCHASE_COST_LINES.map((line) => {
        const text = texts[line] ?? (typed(line) ? toInputText(purchase.lines[line]) : '');
        const value = formNumber(text);
        const invalid = value !== undefined && !(Number.isFinite(value) && value >= 0);
        return (
          <NumberField
            key={line}
            name={`cost-${line}`}
            label={COST_LINE_LABELS[line]}
            unit="€"
            value={text}
            placeholder={toInputText(purchase.lines[line])}
            hint={typed(line) ? TEXT.corrected : formatEurosCents(purchase.lines[line])}
            error={invalid ? TEXT.invalid : undefined}
            onChange={(event) => {
              const next = event.target.value;
              setTexts((previous) => ({ ...previous, [line]: next }));
              const changed = overrideAfterEdit(override, line, next);
              if (changed !== override) onChange(changed);
            }}
          />
        );
      })}
      <p className="analysis-costs__total">
        {TEXT.total}: <strong>{formatEurosCents(purchase.total)}</strong>
      </p>
      {override && (
        <Button
          onClick={() => {
            setTexts({});
            onChange(undefined);
          }}
        >
          {TEXT.reset}
        </Button>
      )}
    </div>
  );
}
