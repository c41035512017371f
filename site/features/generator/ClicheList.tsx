// The clichés found in a text, each named with its suggestion (the result and the paste box).
import * as React from 'react';
import type { Cliche } from '../../../core/tools/generator/cliches';

export default function ClicheList({ cliches }: { cliches: readonly Cliche[] }) {
  return (
    <ul className="generator-cliches">
      {cliches.map((cliche, i) => (
        <li key={`${cliche.rule}-${i}`}>
          <strong>«{cliche.phrase}»</strong>: {cliche.suggestion}
        </li>
      ))}
    </ul>
  );
}
