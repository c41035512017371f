// The purchase-cost engine's lines, each editable: a typed figure replaces the engine's, an emptied one gives it back.
import * as React from 'react';
import { useState } from 'react';
import { formatEurosCents } from '../../../core/format';
import { readFieldTexts } from '../../../core/tools/field-texts';
import { rowOf } from '../../../core/tools/fields';
import type {
  PurchaseCostLine,
  PurchaseCostsOverride,
} from '../../../core/tools/investment-analysis/inputs';
import type { PurchaseSummary } from '../../../core/tools/investment-analysis/purchase';
import { COST_LINE_FIELDS } from '../../../core/tools/investment-analysis/result-fields';
import NumberField from '../../components/form/NumberField';
import Button from '../../components/ui/Button';
import { toInputText } from '../../lib/form/numbers';
import { useTypingPause } from '../../lib/typing-pause';

const TEXT = {
  intro:
    'Calculados con las tarifas de tu comunidad. Corrige cualquier línea con tu presupuesto; vacíala para volver a nuestra cifra.',
  total: 'Total gastos de compra',
  corrected: 'corregido por ti',
  /** Under an empty line: the engine's figure, said once (no placeholder repeating it). */
  computed: (euros: string) => `Calculado: ${euros}`,
  reset: 'Volver a los gastos calculados',
};

/**
 * A line's text read by its row: a correction, undefined when empty (the engine's figure), or
 * the row's message.
 */
export function readLine(
  line: PurchaseCostLine,
  text: string,
): { ok: true; value: number | undefined } | { ok: false; error: string } {
  const read = readFieldTexts([rowOf(COST_LINE_FIELDS, line)], { [line]: text });
  return read.ok
    ? { ok: true, value: read.values[line] }
    : { ok: false, error: read.errors[line] ?? '' };
}

/** The override after a line's text changes: a number sets the line, an empty text drops it. */
export function overrideAfterEdit(
  override: PurchaseCostsOverride | undefined,
  line: PurchaseCostLine,
  text: string,
): PurchaseCostsOverride | undefined {
  const read = readLine(line, text);
  if (!read.ok) return override;
  const value = read.value;
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
  // A correction goes once typing pauses: each one computes and draws the whole analysis again.
  const waiting = React.useRef<Partial<Record<PurchaseCostLine, string>>>({});
  const pause = useTypingPause(() => {
    const edits = Object.entries(waiting.current) as [PurchaseCostLine, string][];
    waiting.current = {};
    const after = edits.reduce(
      (next, [edited, typed]) => overrideAfterEdit(next, edited, typed),
      override,
    );
    if (after !== override) onChange(after);
  });
  const follow = (line: PurchaseCostLine, text: string) => {
    waiting.current[line] = text;
    pause.restart();
  };
  return (
    <div className="analysis-costs__lines">
      <p className="field__hint">{TEXT.intro}</p>
      {COST_LINE_FIELDS.map(({ name: line, label, unit }) => {
        const text = texts[line] ?? (typed(line) ? toInputText(purchase.lines[line]) : '');
        const read = readLine(line, text);
        return (
          <NumberField
            key={line}
            name={`cost-${line}`}
            label={label}
            unit={unit}
            value={text}
            hint={
              typed(line) ? TEXT.corrected : TEXT.computed(formatEurosCents(purchase.lines[line]))
            }
            error={read.ok ? undefined : read.error}
            onChange={(event) => {
              const next = event.target.value;
              setTexts((previous) => ({ ...previous, [line]: next }));
              follow(line, next);
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
            pause.cancel();
            waiting.current = {};
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
