// A grid of cards, each a heading linking to a route, an icon and one line (from the content source).
import {
  CAPITAL_GAINS_PATH,
  COMPARATOR_PATH,
  EXCEL_LANDING_PATH,
  GENERATOR_PATH,
  MORTGAGE_PATH,
  PURCHASE_CALCULATOR_PATH,
  YIELD_PATH,
} from '../../core/routes';
import * as React from 'react';
import { Link } from 'gatsby';

export interface LinkCard {
  href: string;
  title: string;
  text: string;
}

/** 24x24 stroke icons, one per tool; other routes get the document icon. Inline, no requests. */
const ICONS: Readonly<Record<string, string>> = {
  [YIELD_PATH]: 'M4 20h16M7 16l4-4 3 3 5-6M15 9h4v4',
  [MORTGAGE_PATH]: 'M3 11l9-7 9 7M5 10v10h14V10M10 20v-5h4v5',
  [CAPITAL_GAINS_PATH]:
    'M12 3v18M17 7.5C17 5.6 14.8 4.5 12 4.5S7 5.6 7 7.5 9 10.6 12 11.5s5 2 5 4-2.2 3-5 3-5-1.1-5-3',
  [PURCHASE_CALCULATOR_PATH]: 'M6 3h12v18H6zM9 7h6M9 11h2M13 11h2M9 15h2M13 15h2',
  [COMPARATOR_PATH]: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  [GENERATOR_PATH]: 'M4 20l4-1 11-11-3-3L5 16zM14 6l3 3M19 15v4M17 17h4',
  [EXCEL_LANDING_PATH]: 'M5 3h10l4 4v14H5zM9 11l6 6M15 11l-6 6',
};
const DOCUMENT_ICON = 'M6 3h9l3 3v15H6zM9 9h6M9 13h6M9 17h4';

function CardIcon({ href }: { href: string }) {
  return (
    <span className="link-card__icon" aria-hidden="true">
      <svg viewBox="0 0 24 24" focusable="false">
        <path
          d={ICONS[href] ?? DOCUMENT_ICON}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}

export function LinkCards({
  cards,
  headingLevel = 3,
}: {
  cards: readonly LinkCard[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="grid link-cards" role="list">
      {cards.map((card) => (
        <li key={card.href} className="card link-card">
          <CardIcon href={card.href} />
          <Heading className="link-card__title">
            <Link to={card.href}>{card.title}</Link>
          </Heading>
          <p>{card.text}</p>
        </li>
      ))}
    </ul>
  );
}
