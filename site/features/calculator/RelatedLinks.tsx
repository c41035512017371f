// A short list of related tools and guides, named by their link labels in core/routes.ts.
import * as React from 'react';
import { Link } from 'gatsby';
import { ANALYSIS_PATH, linkLabel } from '../../../core/routes';
import Card from '../../components/ui/Card';

export const RELATED_TITLE = 'Herramientas y guías relacionadas';

/** Every calculator leads to the whole analysis of a property: the analysis last, once. */
export function withAnalysis(paths: readonly string[]): readonly string[] {
  return paths.includes(ANALYSIS_PATH) ? paths : [...paths, ANALYSIS_PATH];
}

export default function RelatedLinks({ paths }: { paths: readonly string[] }) {
  const titleId = React.useId();
  return (
    <Card as="nav" className="related-links" aria-labelledby={titleId}>
      <h2 id={titleId}>{RELATED_TITLE}</h2>
      <ul>
        {withAnalysis(paths).map((path) => (
          <li key={path}>
            <Link to={path}>{linkLabel(path)}</Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
