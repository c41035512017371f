// A grid of cards, each linking to a route with its heading and description.
import * as React from 'react';
import { Link } from 'gatsby';
import { routeMeta } from '../../core/routes';

export function LinkCards({
  paths,
  headingLevel = 3,
}: {
  paths: readonly string[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="grid link-cards" role="list">
      {paths.map((path) => {
        const route = routeMeta(path);
        return (
          <li key={path} className="card link-card">
            <Heading className="link-card__title">
              <Link to={path}>{route.heading}</Link>
            </Heading>
            <p>{route.description}</p>
          </li>
        );
      })}
    </ul>
  );
}
