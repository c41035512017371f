// A highlighted note: information, a tip or a warning, with its kind said in words, not colour alone.
import * as React from 'react';

export type CalloutTone = 'info' | 'tip' | 'warning';

const LABELS: Readonly<Record<CalloutTone, string>> = {
  info: 'Nota',
  tip: 'Consejo',
  warning: 'Atención',
};

export default function Callout({
  tone = 'info',
  title,
  alert = false,
  children,
}: {
  tone?: CalloutTone;
  /** Something the visitor must act on now: announced at once (role="alert"), not a side note. */
  alert?: boolean;
  /** Replaces the default word for the tone ('Nota', 'Consejo', 'Atención'). */
  title?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={`callout callout--${tone}`} role={alert ? 'alert' : 'note'}>
      <p className="callout__title">{title ?? LABELS[tone]}</p>
      <div className="callout__body">{children}</div>
    </div>
  );
}
