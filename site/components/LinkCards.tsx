// A grid of cards, each linking to a route with a title and a text (from the content source).
import * as React from 'react';
import { Link } from 'gatsby';

export interface LinkCard {
  href: string;
  title: string;
  text: string;
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
          <Heading className="link-card__title">
            <Link to={card.href}>{card.title}</Link>
          </Heading>
          <p>{card.text}</p>
        </li>
      ))}
    </ul>
  );
}
