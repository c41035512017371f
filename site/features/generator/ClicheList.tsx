// The clichés and misleading claims found in a text, each with its suggestion (result, paste box).
import * as React from 'react';
import type { Cliche } from '../../../core/tools/generator/cliches';
import { MISLEADING_LABEL } from './findings-text';

/** Misleading claims first, named as such: they are a legal risk, not only weak writing. */
export default function ClicheList({ cliches }: { cliches: readonly Cliche[] }) {
  const ordered = [
    ...cliches.filter((c) => c.kind === 'misleading'),
    ...cliches.filter((c) => c.kind !== 'misleading'),
  ];
  return (
    <ul className="generator-cliches">
      {ordered.map((cliche, i) => (
        <li
          key={`${cliche.rule}-${i}`}
          className={cliche.kind === 'misleading' ? 'generator-cliches__misleading' : undefined}
        >
          {cliche.kind === 'misleading' && <>{MISLEADING_LABEL}: </>}
          <strong>«{cliche.phrase}»</strong>: {cliche.suggestion}
        </li>
      ))}
    </ul>
  );
}
