// A number typed the Spanish way ('1.250,50'): a text input with a decimal keypad, unit, hint,
// warning and error. It notices English thousands ('185,000') in amounts by itself.
import * as React from 'react';
import { startTransition, useState } from 'react';
import { NUMBER_MESSAGES, readSpanishNumber } from '../../../core/number';
import { formatNumber } from '../../../core/format';
import Field, { type FieldOwnProps } from './Field';

export type NumberFieldProps = FieldOwnProps & React.ComponentProps<'input'>;

/** Units of amounts, where '185,000' most likely meant 185.000. */
const AMOUNT_UNITS: readonly string[] = ['€', '€/mes', '€/año', 'm²'];

export function englishThousandsWarning(
  text: string,
  unit: string | undefined,
): string | undefined {
  if (!unit || !AMOUNT_UNITS.includes(unit)) return undefined;
  const reading = readSpanishNumber(text);
  if (reading.kind !== 'number' || !reading.englishThousands) return undefined;
  return NUMBER_MESSAGES.englishThousands(text.trim(), formatNumber(reading.value * 1000));
}

// The rest props go to the input, so `{...register('price')}` works (React 19 passes ref as a
// prop, and the default shows in the prerendered HTML).
export default function NumberField({
  label,
  error,
  warning,
  hint,
  unit,
  id,
  className,
  'aria-describedby': describedBy,
  onChange,
  ...rest
}: NumberFieldProps) {
  const [typed, setTyped] = useState<string>();
  const notes = [typed === undefined ? undefined : englishThousandsWarning(typed, unit), warning];
  const shown = notes.filter(Boolean).join(' ') || undefined;
  return (
    <Field {...{ label, error, hint, unit, id, className, describedBy }} warning={shown}>
      {(aria) => (
        <input
          type="text"
          inputMode="decimal"
          autoComplete="off"
          {...rest}
          {...aria}
          onChange={(event) => {
            // The note follows in a transition: the key's own frame only draws the key.
            const text = event.target.value;
            startTransition(() => setTyped(text));
            onChange?.(event);
          }}
        />
      )}
    </Field>
  );
}
