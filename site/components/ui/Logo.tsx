// The suite's mark (a house whose roof is a rising chart) and name, drawn inline: no image request.
import * as React from 'react';
import { SITE } from '../../../core/site';

export function LogoMark({ className = 'brand__mark' }: { className?: string }) {
  const gradientId = React.useId();
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={SITE.colors.dark} />
          <stop offset="0.55" stopColor={SITE.colors.mid} />
          <stop offset="1" stopColor={SITE.colors.teal} />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <path
        d="M8 24v-8l8-6 8 6v8"
        fill="none"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M12 21l3-3 2.5 2 4-4.5"
        fill="none"
        stroke="#9be3d4"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Mark plus name; "Calc" in the accent colour. The name is read once, as text. */
export default function Logo() {
  const split = SITE.name.indexOf('Calc');
  return (
    <>
      <LogoMark />
      {split > 0 ? (
        <span>
          {SITE.name.slice(0, split)}
          <span className="brand__accent">{SITE.name.slice(split)}</span>
        </span>
      ) : (
        <span>{SITE.name}</span>
      )}
    </>
  );
}
