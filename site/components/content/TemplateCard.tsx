// A listing template with its copy button and, when present, the filled-in example.
import * as React from 'react';
import type { GuideArticle } from '../../../content/types';
import { CopyButton } from './CopyButton';

export type Template = NonNullable<GuideArticle['templates']>[number];

export function TemplateCard({ template }: { template: Template }) {
  return (
    <article className="card template-card" data-template={template.kind}>
      <h3>{template.title}</h3>
      <pre className="template-card__text">{template.text}</pre>
      <CopyButton text={template.text} />
      {template.filledExample && (
        <details className="template-card__example">
          <summary>Ver ejemplo relleno</summary>
          <p className="pre-line">{template.filledExample}</p>
        </details>
      )}
    </article>
  );
}
